import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => {
  const loadRemote = vi.fn();
  const host = { loadRemote, options: { remotes: [{ name: 'profile', entry: 'http://x/remotes/profile/mf-manifest.json' }] } };
  return { loadRemote, getInstance: vi.fn(() => host) };
});
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteComponent } = await import('./remote-component.tsx');
const { loadRemoteComponent, moduleReady, MODULE_READY_WAIT_MS } = await import('./remote-loader.ts');
const { onRemoteEvent } = await import('./remote-events.ts');

beforeEach(() => {
  runtime.loadRemote.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

function Card({ name }: { name: string }) {
  return <p>Completion for {name}</p>;
}

describe('RemoteComponent', () => {
  it('loads the exposed module by id and renders its default export with props', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Card });
    render(<RemoteComponent remote="profile" module="./ProfileCompletionCard" props={{ name: 'Alex' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading ProfileCompletionCard');
    expect(await screen.findByText('Completion for Alex')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('profile/ProfileCompletionCard');
  });

  it('shows a contained fallback when the runtime gives up; Retry loads again', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    render(<RemoteComponent remote="admin" module="./AdminPanelScreen" label="Admin" props={{ name: 'A' }} />);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Admin could not be loaded');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

    runtime.loadRemote.mockResolvedValue({ default: Card });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Completion for A')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('reports each load for field telemetry, whoever asked for it, and a failure once, from the screen', async () => {
    const events: { type: string; remote: string; module: string }[] = [];
    const stop = onRemoteEvent((event) => events.push({ type: event.type, remote: event.remote, module: event.module }));
    runtime.loadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: Card });
    render(<RemoteComponent remote="groups" module="./ReportedScreen" props={{ name: 'B' }} />);
    await screen.findByTestId('remote-fallback');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Completion for B')).toBeInTheDocument();
    // The shell's load of the page's own screen (preload-route-screen.ts) calls the loader directly.
    await loadRemoteComponent('groups', './PreloadedScreen');
    stop();
    expect(events).toEqual([
      { type: 'load-failed', remote: 'groups', module: './ReportedScreen' },
      { type: 'loaded', remote: 'groups', module: './ReportedScreen' },
      { type: 'loaded', remote: 'groups', module: './PreloadedScreen' },
    ]);
  });

  it('contains a remote that throws while rendering', async () => {
    let shouldThrow = true;
    function Exploding() {
      if (shouldThrow) throw new Error('boom');
      return <p>Recovered</p>;
    }
    runtime.loadRemote.mockResolvedValue({ default: Exploding });
    render(
      <>
        <header>Header stays</header>
        <RemoteComponent remote="recommendations" module="./AiInsightsScreen" />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Recovered')).toBeInTheDocument());
  });

  it('treats a module without a default export as a failure', async () => {
    runtime.loadRemote.mockResolvedValue(null);
    render(<RemoteComponent remote="choices" module="./HomeScreen" />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });

  it("renders a module's component once its ready() is done, so its first render has what it needs", async () => {
    // Fake from the start: the bound's timer is set as the module arrives. setImmediate stays real, for
    // React's scheduler.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let finish!: () => void;
    let asked!: () => void;
    const readyAsked = new Promise<void>((resolve) => (asked = resolve));
    const ready = vi.fn(() => {
      asked();
      return new Promise<void>((done) => (finish = done));
    });
    runtime.loadRemote.mockResolvedValue({ default: Card, ready });
    render(<RemoteComponent remote="profile" module="./ReadyScreen" props={{ name: 'Maya' }} />);
    await readyAsked;
    expect(ready).toHaveBeenCalledTimes(1);
    // Up to the bound, only ready() lets it render.
    await act(() => vi.advanceTimersByTimeAsync(MODULE_READY_WAIT_MS - 1));
    expect(screen.queryByText('Completion for Maya')).toBeNull();
    // Testing Library's findBy* waits on real timers.
    vi.useRealTimers();
    finish();
    expect(await screen.findByText('Completion for Maya')).toBeInTheDocument();
  });

  it('renders anyway when ready() fails', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Card, ready: () => Promise.reject(new Error('chunk offline')) });
    render(<RemoteComponent remote="profile" module="./FailingReadyScreen" props={{ name: 'Sam' }} />);
    expect(await screen.findByText('Completion for Sam')).toBeInTheDocument();
  });
});

describe('moduleReady', () => {
  it('waits at most its bound for a ready() that never ends, and not at all without one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let over = false;
    void moduleReady({ ready: () => new Promise(() => {}) }).then(() => (over = true));
    await vi.advanceTimersByTimeAsync(MODULE_READY_WAIT_MS - 1);
    expect(over).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(over).toBe(true);
    await expect(moduleReady({ default: Card })).resolves.toBeUndefined();
    await expect(moduleReady(null)).resolves.toBeUndefined();
  });
});
