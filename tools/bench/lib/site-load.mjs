/**
 * People using the site through one URL (the edge), for the fault and soak scripts
 * (docs/deploy.md, "Faults and soak"). Each signed-in person runs the home-screen loop on a
 * keep-alive connection of their own: GET the next pair → think → POST the choice → repeat.
 * Every request is reported to `onRequest({ at, endpoint, status, ms, error })`, `status` 0 when
 * the connection failed (then `error` is its code).
 */
import { connection, pool, send } from '../../lib/http-client.mjs';
import { sleep } from './bench-run.mjs';

/** What each request of the choice loop answers when it succeeds, by `endpoint`. */
export const CHOICE_LOOP_STATUSES = { next: 200, choice: 201 };

/** The requests started in [from, to), and those of them that did not answer `expected[endpoint]`. */
export function requestsBetween(records, from, to, expected) {
  const inWindow = records.filter((r) => r.at >= from && r.at < to);
  return { inWindow, failed: inWindow.filter((r) => r.status !== expected[r.endpoint]) };
}

async function timed(dispatcher, method, path, cookie, body, endpoint, onRequest, track) {
  const started = performance.now();
  track(1);
  try {
    const res = await send(dispatcher, method, path, { cookie, body });
    onRequest({ at: started, endpoint, status: res.status, ms: performance.now() - started });
    return res;
  } catch (error) {
    onRequest({ at: started, endpoint, status: 0, ms: performance.now() - started, error: error.code ?? String(error) });
    return { status: 0, text: '' };
  } finally {
    track(-1);
  }
}

/**
 * Starts `cookies.length` people in the choice loop, each pausing `thinkMs` ([min, max], ms)
 * before answering. `stop()` ends every loop after its current request.
 */
export function startChoiceLoopUsers({ baseUrl, cookies, thinkMs, onRequest }) {
  let stopped = false;
  let inFlight = 0;
  const track = (delta) => {
    inFlight += delta;
  };
  const think = () => thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]);

  async function person(cookie) {
    const own = connection(baseUrl);
    await sleep(Math.random() * thinkMs[1]); // arrivals spread over one think period
    while (!stopped) {
      const next = await timed(own, 'GET', '/api/choice-pairs/next', cookie, undefined, 'next', onRequest, track);
      const pair = next.status === 200 ? JSON.parse(next.text) : null;
      const pause = think();
      await sleep(pause);
      if (!pair || stopped) continue;
      const body = JSON.stringify({ choicePairId: pair.id, selectedOption: Math.random() < 0.5 ? 'option1' : 'option2', responseTime: Math.round(pause) });
      await timed(own, 'POST', '/api/user-choices', cookie, body, 'choice', onRequest, track);
    }
    await own.destroy();
  }

  const people = cookies.map((cookie) => person(cookie));
  return {
    inFlight: () => inFlight,
    async stop() {
      stopped = true;
      await Promise.all(people);
    },
  };
}

/** Reads `path` at a steady `perSecond`, as the people in `cookies` in turn, each read on one shared keep-alive pool. */
export function startSteadyReads({ baseUrl, cookies, path, perSecond, endpoint, onRequest }) {
  const readers = pool(baseUrl, 32);
  const pending = new Set();
  let index = 0;
  const timer = setInterval(() => {
    const cookie = cookies[index % cookies.length];
    index += 1;
    const read = timed(readers, 'GET', path, cookie, undefined, endpoint, onRequest, () => {});
    pending.add(read);
    void read.finally(() => pending.delete(read));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      await readers.destroy();
    },
  };
}
