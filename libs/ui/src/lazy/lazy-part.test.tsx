import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.ts';

interface Module {
  Part: (props: { name: string }) => ReactElement;
}
const module: Module = { Part: ({ name }) => <p>part {name}</p> };

function deferredLoad() {
  let resolve!: (value: Module) => void;
  const load = vi.fn(() => new Promise<Module>((done) => (resolve = done)));
  return { load, arrive: () => act(async () => resolve(module)) };
}

function partOf(part: ReturnType<typeof lazyPart<Module>>) {
  return function Shown({ name }: { name: string }) {
    const loaded = part.useModule();
    return loaded ? <loaded.Part name={name} /> : <p>waiting {name}</p>;
  };
}

describe('lazyPart', () => {
  it("renders its caller's fallback until the module arrives, then the part, loading it once for every user", async () => {
    const { load, arrive } = deferredLoad();
    const part = lazyPart(load);
    const Shown = partOf(part);
    render(
      <>
        <Shown name="a" />
        <Shown name="b" />
      </>,
    );
    expect(screen.getByText('waiting a')).toBeInTheDocument();
    expect(screen.getByText('waiting b')).toBeInTheDocument();
    expect(part.loaded()).toBeNull();
    await arrive();
    expect(screen.getByText('part a')).toBeInTheDocument();
    expect(screen.getByText('part b')).toBeInTheDocument();
    expect(part.loaded()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a part whose module has loaded at once, in its first render', async () => {
    const { load, arrive } = deferredLoad();
    const part = lazyPart(load);
    const Shown = partOf(part);
    const first = render(<Shown name="first" />);
    await arrive();
    first.unmount();
    const renders: string[] = [];
    function Probe() {
      renders.push(part.useModule() ? 'part' : 'waiting');
      return <Shown name="late" />;
    }
    render(<Probe />);
    expect(renders).toEqual(['part']);
    expect(screen.getByText('part late')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts nothing until a caller renders', () => {
    const { load } = deferredLoad();
    const part = lazyPart(load);
    expect(part.loaded()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a caller that went away alone when the module arrives', async () => {
    const { load, arrive } = deferredLoad();
    const part = lazyPart(load);
    const Shown = partOf(part);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<Shown name="gone" />);
    unmount();
    await arrive();
    expect(errors).not.toHaveBeenCalled();
    expect(part.loaded()).toBe(module);
    errors.mockRestore();
  });

  it('load() starts the load once and resolves with the module, and a part rendered after it shows at once', async () => {
    const { load, arrive } = deferredLoad();
    const part = lazyPart(load);
    const loading = part.load();
    expect(part.load()).toBe(loading);
    await arrive();
    await expect(loading).resolves.toBe(module);
    const Shown = partOf(part);
    render(<Shown name="after" />);
    expect(screen.getByText('part after')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
