import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicTask', () => {
  it('runs every interval, skips a tick while the last run is going, and stop waits for it', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const task = startPeriodicTask({ run, intervalMs: 100, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300); // still running: these ticks are skipped
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('hands a failed run to onError and runs again at the next tick', async () => {
    const failure = new Error('down');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const onError = vi.fn();
    const task = startPeriodicTask({ run, intervalMs: 100, onError });
    await vi.advanceTimersByTimeAsync(100);
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
  });
});
