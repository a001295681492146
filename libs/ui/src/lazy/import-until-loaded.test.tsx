import { afterEach, describe, expect, it, vi } from 'vitest';
import { importUntilLoaded } from './import-until-loaded.ts';

afterEach(() => vi.useRealTimers());

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('importUntilLoaded', () => {
  it('tries a failed chunk again after the next delay, and resolves with the first load that works', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('Loading chunk 516 failed.')).mockRejectedValueOnce(new Error('again')).mockResolvedValue('module');
    const loaded = vi.fn();
    void importUntilLoaded(load, [100, 300]).then(loaded);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(299);
    expect(loaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(loaded).toHaveBeenCalledWith('module');
  });

  it('tries again at once when the browser is back online, and only once for that failure', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const loaded = vi.fn();
    void importUntilLoaded(load, [60_000]).then(loaded);
    await flush();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toHaveBeenCalledWith('module');
    // The timer of that failure was cleared: no third load when it would have fired.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never rejects, so React.lazy never throws a failed chunk at the page', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('gone'));
    const settled = vi.fn();
    void importUntilLoaded(load, [10]).then(settled, settled);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load.mock.calls.length).toBeGreaterThan(50);
    expect(settled).not.toHaveBeenCalled();
  });
});
