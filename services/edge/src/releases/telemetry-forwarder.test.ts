import { RUM_FORWARD_PATH, rumForwardSchema, type RumEvent } from '@alive/contracts';
import { describe, expect, it } from 'vitest';
import { createTelemetryForwarder } from './telemetry-forwarder.ts';

const load: RumEvent = { kind: 'load', remote: 'choices', version: 'v2', route: '/', ok: true };

function controller(statuses: number[]) {
  const received: unknown[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    expect(url).toBe(`http://releases.test${RUM_FORWARD_PATH}`);
    const status = statuses.shift() ?? 204;
    if (status === 0) throw new TypeError('fetch failed');
    received.push(rumForwardSchema.parse(JSON.parse(String(init.body))));
    return new Response(null, { status });
  }) as typeof fetch;
  let dropped = 0;
  return { received, fetchImpl, dropped: { inc: ((n = 1) => void (dropped += n)) as never }, droppedCount: () => dropped };
}

describe('the telemetry forwarder', () => {
  it('sends what gathered in one request, each batch with its token, and nothing for an empty batch', async () => {
    const release = controller([]);
    const forwarder = createTelemetryForwarder({ url: 'http://releases.test', dropped: release.dropped, fetchImpl: release.fetchImpl });
    forwarder.add('token-a', [load]);
    forwarder.add('token-b', []);
    forwarder.add('token-c', [load, load]);
    await forwarder.flush();
    expect(release.received).toEqual([{ batches: [{ token: 'token-a', events: [load] }, { token: 'token-c', events: [load, load] }] }]);
    expect(forwarder.queued()).toBe(0);
  });

  it('keeps what it could not send for the next try, and sends it in order once the controller is back', async () => {
    const release = controller([0, 503]);
    const forwarder = createTelemetryForwarder({ url: 'http://releases.test', dropped: release.dropped, fetchImpl: release.fetchImpl });
    forwarder.add('first', [load]);
    await forwarder.flush();
    forwarder.add('second', [load]);
    await forwarder.flush();
    expect(forwarder.queued()).toBe(2);
    await forwarder.flush();
    expect(release.received.at(-1)).toEqual({ batches: [{ token: 'first', events: [load] }, { token: 'second', events: [load] }] });
    expect(forwarder.queued()).toBe(0);
  });

  it('keeps at most maxQueued batches while the controller is away, dropping the oldest and counting them', async () => {
    const release = controller([0]);
    const forwarder = createTelemetryForwarder({ url: 'http://releases.test', maxQueued: 3, dropped: release.dropped, fetchImpl: release.fetchImpl });
    for (const token of ['1', '2', '3', '4', '5']) forwarder.add(token, [load]);
    expect(forwarder.queued()).toBe(3);
    expect(release.droppedCount()).toBe(2);
    await forwarder.flush();
    await forwarder.flush();
    expect(release.received).toEqual([{ batches: ['3', '4', '5'].map((token) => ({ token, events: [load] })) }]);
  });

  it('drops and counts what the controller refuses as bad input, instead of sending it forever', async () => {
    const release = controller([400]);
    const forwarder = createTelemetryForwarder({ url: 'http://releases.test', dropped: release.dropped, fetchImpl: release.fetchImpl });
    forwarder.add('bad', [load]);
    await forwarder.flush();
    expect(forwarder.queued()).toBe(0);
    expect(release.droppedCount()).toBe(1);
  });
});
