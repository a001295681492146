import { rumBatchSchema, type RumEvent } from '@alive/contracts';
import { RUM_MAX_EVENTS } from '@alive/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { FLUSH_AFTER_MS, FLUSH_AT_EVENTS, batchBodies, createRumReporter } from './rum-reporter.ts';

const vital = (value: number): RumEvent => ({ kind: 'vital', name: 'TTFB', value, route: '/' });
// jsdom's Blob has no text(); FileReader reads it as the browser would send it.
const bodyOf = (blob: Blob) =>
  new Promise<unknown>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('the RUM reporter', () => {
  it('sends a batch 5 s after the first event, with sendBeacon, as a valid batch', async () => {
    const sendBeacon = vi.fn(() => true);
    const timers: (() => void)[] = [];
    const reporter = createRumReporter({ token: 'page-load-token', transport: { sendBeacon }, schedule: (run, ms) => timers.push(() => (expect(ms).toBe(FLUSH_AFTER_MS), run())) });
    reporter.report(vital(1));
    reporter.report(vital(2));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/rum');
    expect(blob.type).toBe('application/json');
    expect(rumBatchSchema.parse(await bodyOf(blob))).toEqual({ token: 'page-load-token', events: [vital(1), vital(2)] });
  });

  it('sends at once when 20 events are queued', () => {
    const sendBeacon = vi.fn(() => true);
    const reporter = createRumReporter({ token: 'page-load-token', transport: { sendBeacon }, schedule: () => undefined });
    for (let i = 0; i < FLUSH_AT_EVENTS; i += 1) reporter.report(vital(i));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to fetch with keepalive when sendBeacon refuses or is missing', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    createRumReporter({ token: 'page-load-token', transport: { sendBeacon: () => false, fetch }, schedule: () => undefined }).report(vital(1));
    const reporter = createRumReporter({ token: 'page-load-token', transport: { fetch }, schedule: () => undefined });
    reporter.report(vital(1));
    reporter.flush();
    expect(fetch).toHaveBeenCalledWith('/api/rum', expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('never throws, whatever the ingest does', () => {
    const failing = [
      { sendBeacon: () => { throw new Error('beacon broke'); }, fetch: () => Promise.reject(new Error('offline')) },
      { fetch: () => Promise.resolve(new Response('{"message":"boom"}', { status: 500 })) },
      { fetch: () => { throw new Error('fetch broke'); } },
    ];
    for (const transport of failing) {
      const reporter = createRumReporter({ token: 'page-load-token', transport, schedule: () => undefined });
      expect(() => {
        reporter.report(vital(1));
        reporter.flush();
      }).not.toThrow();
    }
  });

  it('splits batches at the event limit and drops an event too large to send', () => {
    const events = Array.from({ length: RUM_MAX_EVENTS + 5 }, (_, i) => vital(i));
    const bodies = batchBodies('page-12345678', events);
    expect(bodies.map((body) => (JSON.parse(body) as { events: unknown[] }).events.length)).toEqual([RUM_MAX_EVENTS, 5]);
    const huge: RumEvent = { kind: 'error', route: '/', source: 'render', message: 'x'.repeat(20_000), first: true };
    expect(batchBodies('page-12345678', [huge, vital(1)]).map((body) => (JSON.parse(body) as { events: unknown[] }).events.length)).toEqual([1]);
  });
});
