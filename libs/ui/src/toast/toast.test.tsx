import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toast, toastStore, type ToastInput } from './toast-store.ts';
import { Toaster } from './toaster.tsx';
import { useToast } from './use-toast.ts';

// Animation frames too: Radix fills its screen-reader announcement on the frame after a toast shows.
beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
  }),
);
afterEach(() => {
  act(() => toastStore.reset());
  vi.useRealTimers();
});

// The Toaster fetches Radix Toast with the first toast; loading it here once keeps each test's first
// toast to a microtask (the lazy import resolves from the module cache).
beforeAll(async () => {
  await import('./radix-toaster.tsx');
});

const show = (input: ToastInput) =>
  act(async () => {
    toast(input);
  });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: /^Notifications/ });
const shown = () => within(region()).queryAllByRole('listitem');

function Trigger() {
  const { toast: show } = useToast();
  return (
    <button
      onClick={() => show({ title: 'Authentication Required', description: 'Please log in to submit choices.', variant: 'destructive' })}
    >
      fail
    </button>
  );
}

describe('toasts', () => {
  it('renders nothing until the first toast', () => {
    render(<Toaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('uses the product constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows one toast at a time: a new toast replaces the current one', async () => {
    render(<Toaster />);
    await show({ title: 'First' });
    expect(shown()).toHaveLength(1);
    await show({ title: 'Great Progress! 🎉', description: "You've made 5 A.L.I.V.E Choices!" });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent("Great Progress! 🎉 You've made 5 A.L.I.V.E Choices!");
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });

  it('hides after 5000 ms and is removed from state 1,000,000 ms after dismissal', async () => {
    render(<Toaster />);
    await show({ title: 'Saved' });
    wait(4999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toHaveLength(1);
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    wait(TOAST_REMOVE_DELAY_MS - 1);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    wait(1);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('a replacing toast gets its own full 5000 ms', async () => {
    render(<Toaster />);
    await show({ title: 'First' });
    wait(3000);
    await show({ title: 'Second' });
    wait(4999);
    expect(screen.getByText('Second')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('announces a destructive toast assertively and others politely', async () => {
    render(<Toaster />);
    await show({ title: 'Copy failed', description: 'Your browser blocked clipboard access.', variant: 'destructive' });
    wait(50);
    const urgent = screen.getByRole('status');
    expect(urgent).toHaveAttribute('aria-live', 'assertive');
    expect(urgent).toHaveTextContent('Notification Copy failed Your browser blocked clipboard access.');
    expect(shown()[0]).toHaveAttribute('data-variant', 'destructive');

    await show({ title: 'Copied', variant: 'success' });
    wait(50);
    const polite = screen.getByRole('status');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toHaveTextContent('Notification Copied');
    expect(shown()[0]).toHaveAttribute('data-variant', 'success');
  });

  it('useToast() shows a toast that the Dismiss button closes', async () => {
    vi.useRealTimers();
    render(
      <>
        <Trigger />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const item = shown()[0]!;
    expect(item).toHaveTextContent('Authentication Required');
    expect(item).toHaveTextContent('Please log in to submit choices.');
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    expect(shown()).toHaveLength(0);
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });

  it('Escape on a focused toast closes it', async () => {
    render(<Toaster />);
    await show({ title: 'Link copied' });
    const item = shown()[0]!;
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(shown()).toHaveLength(0);
  });

  it('pauses while the pointer is on the notifications and resumes with the time left', async () => {
    render(<Toaster />);
    await show({ title: 'Hover me' });
    wait(1000);
    fireEvent.pointerMove(region());
    wait(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.pointerLeave(region());
    wait(3999);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });
});
