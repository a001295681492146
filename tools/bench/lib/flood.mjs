#!/usr/bin/env node
/**
 * One signed-in account sending as fast as it can (tools/bench/fairness.mjs, the `flood` phase), in a
 * process of its own so its client work does not slow the measured people's event loop:
 *
 *   FLOOD_COOKIE='alive.sid=…' node tools/bench/lib/flood.mjs <url> <path> <connections> <seconds> <max requests>
 *
 * `connections` keep-alive connections each send the next request the moment the last one answers,
 * ignoring Retry-After (an abuser does), until `seconds` pass, `max requests` were sent, or the parent
 * sends `stop`. Only to loopback. Sends the parent `{ sent, seconds, statuses }` and exits.
 */
import { connection, send } from '../../lib/http-client.mjs';

const [url, path, connections, seconds, maxRequests] = process.argv.slice(2);
const target = new URL(url);
if (target.hostname !== '127.0.0.1') throw new Error(`the flood goes to 127.0.0.1 only, not ${target.hostname}`);
const cookie = process.env.FLOOD_COOKIE;
if (!cookie) throw new Error('FLOOD_COOKIE is not set');
const limit = Number(maxRequests);
const endsAt = performance.now() + Number(seconds) * 1000;

let stop = false;
let sent = 0;
const statuses = {};
process.on('message', (message) => {
  if (message === 'stop') stop = true;
});

const started = performance.now();
process.send?.('started');
await Promise.all(
  Array.from({ length: Number(connections) }, async () => {
    const abuser = connection(target);
    while (!stop && sent < limit && performance.now() < endsAt) {
      sent += 1;
      const status = await send(abuser, 'GET', path, { cookie }).then(
        (answer) => answer.status,
        () => 'error',
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    await abuser.close();
  }),
);
process.send?.({ sent, seconds: (performance.now() - started) / 1000, statuses });
process.disconnect?.();
