import { describe, expect, it } from 'vitest';
import { WORKER_MESSAGES, workerMessageOf } from './messages.ts';

describe('workerMessageOf', () => {
  it('knows the page\'s two messages and nothing else', () => {
    expect(workerMessageOf({ type: WORKER_MESSAGES.remotesRead })).toBe(WORKER_MESSAGES.remotesRead);
    expect(workerMessageOf({ type: WORKER_MESSAGES.skipWaiting })).toBe(WORKER_MESSAGES.skipWaiting);
    for (const data of [null, 'alive:skip-waiting', { type: 'SKIP_WAITING' }, {}, 42]) expect(workerMessageOf(data)).toBeNull();
  });
});
