#!/usr/bin/env node
/**
 * Offline choosing, exactly once, under chaos (a script, not a test; docs/performance.md, "Choices
 * under chaos").
 *
 *   node tools/chaos/offline-choices.mjs [--clients 100] [--choices 10000] [--seed 1]
 *        [--disconnect 0.08] [--drop-before-answer 0.04] [--drop-answer 0.06] [--duplicate 0.03]
 *        [--offline-chance 0.02] [--offline-ms 300-2000] [--think-ms 0-40] [--nats-outage-at 15]
 *        [--nats-outage-ms 3000] [--without-key] [--keep-db]
 *
 * 1. A fresh Postgres database (@alive/db/testing) with the product seed replicated to --choices pairs,
 *    --clients people `chaos-user-<n>` signed in, a private JetStream server, and the choices service
 *    as its own process with its outbox relay (as tools/bench/choice-loop.mjs starts them).
 * 2. A lossy proxy between the people and the service (chaos/lib/lossy-proxy.mjs): requests that
 *    never reach the service, answers lost after the service processed the request (before or after
 *    it answered), requests delivered twice at once, and offline periods during which every attempt
 *    fails. Once during the run (--nats-outage-at seconds in) the NATS server is stopped for
 *    --nats-outage-ms, so the outbox relay has to retry (0 = no outage).
 * 3. Each person (chaos/lib/queued-choice-client.mjs) makes its share of --choices on pairs of its own,
 *    each with a UUIDv7 idempotency key, queued in order and retried with the same key until a
 *    definitive answer. Every key, attempt and final answer goes to the client log (--log-file).
 * 4. Once the relay has published everything: the user_choices rows, the choice_requests keys and the
 *    choice.made events on the stream are compared with the client logs (chaos/lib/reconcile.ts),
 *    and every answer the proxy dropped with the answer its key's retry got.
 * 5. Then every queue is replayed once more, whole, straight to the service (each key must answer
 *    its original body), and one key per person is sent again with the other option (must be 422);
 *    the rows, keys and events must not change.
 *
 * Exits 1 when a choice is lost or duplicated (rows or events), a replay answered differently, a
 * person got a 409 for its own pair, or the rows or events changed after the second replay.
 * --without-key sends no Idempotency-Key: the "before" of the exactly-once work (a lost answer's
 * retry then gets 409 and the person never learns what was recorded).
 */
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, replicateSeedPairs, startNatsServerProcess } from '../bench/lib/workspace.mjs';
import { loadAverageAfterLine, log, logMachine, sleep } from '../bench/lib/bench-run.mjs';
import { startServiceProcess, stopServiceProcesses } from '../bench/lib/service-processes.mjs';
import { startLossyProxy } from './lib/lossy-proxy.mjs';
import { runQueuedChoiceClient, sendOnce } from './lib/queued-choice-client.mjs';
import { seededRandom } from './lib/seeded-random.mjs';
import { readSubject } from './lib/stream-events.mjs';

// After workspace.mjs: it registers tsx for the TypeScript workspace libraries (and reconcile.ts).
const { ALIVE_EVENTS_STREAM, CHOICE_MADE_SUBJECT } = await import('@alive/events');
const { reconcile, sameAnswer } = await import('./lib/reconcile.ts');

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '100' },
    choices: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    /** Probability per attempt that the request never reaches the service. */
    disconnect: { type: 'string', default: '0.08' },
    /** Probability per attempt that the connection drops after the request reached the service, before its answer. */
    'drop-before-answer': { type: 'string', default: '0.04' },
    /** Probability per attempt that the service's answer is lost on the way back. */
    'drop-answer': { type: 'string', default: '0.06' },
    /** Probability per attempt that the request reaches the service twice at the same moment. */
    duplicate: { type: 'string', default: '0.03' },
    /** Probability per choice that the person goes offline for a while (every attempt then fails). */
    'offline-chance': { type: 'string', default: '0.02' },
    'offline-ms': { type: 'string', default: '300-2000' },
    /** Pause before each choice, ms. */
    'think-ms': { type: 'string', default: '0-40' },
    'nats-outage-at': { type: 'string', default: '15' },
    'nats-outage-ms': { type: 'string', default: '3000' },
    pool: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'warn' },
    'log-file': { type: 'string' },
    'without-key': { type: 'boolean', default: false },
    'keep-db': { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(args.clients);
const CHOICES = Number(args.choices);
const SEED = args.seed;
const RATES = {
  disconnect: Number(args.disconnect),
  'drop-before-answer': Number(args['drop-before-answer']),
  'drop-answer': Number(args['drop-answer']),
  duplicate: Number(args.duplicate),
};
const range = (text) => text.split('-').map(Number);
const OFFLINE = { chance: Number(args['offline-chance']), ms: range(args['offline-ms']) };
const THINK_MS = range(args['think-ms']);
const WITH_KEY = !args['without-key'];
const LOG_FILE = args['log-file'] ?? join(tmpdir(), `chaos-offline-choices-seed-${SEED}.jsonl`);
const PREFIX = 'chaos';
const USER_PATTERN = `${PREFIX}-user-%`;

// ---------------------------------------------------------------------------------------------
// Database and people

async function prepareDatabase() {
  const db = await createTestDatabase({ seed: true, maxConnections: 4 });
  await replicateSeedPairs(db.prisma, CHOICES);
  await createBenchUsers(db.prisma, CLIENTS, { prefix: PREFIX });
  await db.prisma.$executeRawUnsafe('ANALYZE');
  return db;
}

/** Each person's own pairs: the shared pairs in a seeded order, cut into --clients slices (--choices in all). */
async function pairsPerClient(prisma) {
  const rows = await prisma.$queryRawUnsafe('SELECT id FROM choice_pairs WHERE is_active AND owner_user_id IS NULL ORDER BY id');
  const ids = seededRandom(SEED, 'pairs').shuffled(rows.map((r) => Number(r.id)));
  if (ids.length < CHOICES) throw new Error(`only ${ids.length} pairs for ${CHOICES} choices`);
  const slices = [];
  let start = 0;
  for (let i = 0; i < CLIENTS; i += 1) {
    const count = Math.floor(CHOICES / CLIENTS) + (i < CHOICES % CLIENTS ? 1 : 0);
    slices.push(ids.slice(start, start + count));
    start += count;
  }
  return slices;
}

// ---------------------------------------------------------------------------------------------
// What the system kept

/** Waits until the outbox relay has published every event (no pending outbox row). */
async function relayDrained(prisma) {
  const started = Date.now();
  for (;;) {
    const [{ pending }] = await prisma.$queryRawUnsafe("SELECT count(*)::int AS pending FROM outbox_events WHERE status = 'pending'");
    if (pending === 0) return;
    if (Date.now() - started > 120_000) throw new Error(`${pending} outbox events still pending after 2 minutes`);
    await sleep(250);
  }
}

async function keptState(prisma, natsUrl) {
  await relayDrained(prisma);
  const rows = (
    await prisma.$queryRawUnsafe(
      'SELECT id, user_id AS "userId", choice_pair_id AS "choicePairId", selected_option::text AS "selectedOption" FROM user_choices WHERE user_id LIKE $1',
      USER_PATTERN,
    )
  ).map((r) => ({ ...r, id: Number(r.id), choicePairId: Number(r.choicePairId) }));
  const [{ table }] = await prisma.$queryRawUnsafe("SELECT to_regclass('choice_requests')::text AS table");
  const storedKeys = table
    ? await prisma.$queryRawUnsafe('SELECT idempotency_key::text AS key, user_id AS "userId" FROM choice_requests WHERE user_id LIKE $1', USER_PATTERN)
    : null;
  const events = (await readSubject(natsUrl, ALIVE_EVENTS_STREAM.name, CHOICE_MADE_SUBJECT)).filter((e) => e.userId.startsWith(`${PREFIX}-user-`));
  return { rows, storedKeys, events };
}

// ---------------------------------------------------------------------------------------------
// The run

/**
 * Stops NATS for `forMs`, `atS` seconds from now, so the relay's publishes fail and are retried.
 * `finish()` cancels an outage that has not begun and waits for one under way; it resolves with
 * whether there was one.
 */
function scheduleNatsOutage(nats, atS, forMs) {
  let began = false;
  let over = Promise.resolve();
  const timer = atS > 0 && forMs > 0
    ? setTimeout(() => {
        began = true;
        over = (async () => {
          log(`NATS down for ${forMs} ms…`);
          await nats.stop();
          await sleep(forMs);
          await nats.start();
          log('NATS back');
        })();
      }, atS * 1000)
    : undefined;
  return {
    async finish() {
      clearTimeout(timer);
      await over;
      return began;
    },
  };
}

async function runClients(proxyUrl, cookies, slices) {
  let finished = 0;
  let answered = 0;
  const progress = setInterval(() => log(`${answered}/${CHOICES} choices answered, ${finished}/${CLIENTS} queues empty`), 10_000);
  try {
    return await Promise.all(
      slices.map((pairIds, i) =>
        runQueuedChoiceClient({
          userId: `${PREFIX}-user-${i}`,
          cookie: cookies[i],
          pairIds,
          proxyUrl,
          choiceRandom: seededRandom(SEED, `client-${i}/choices`),
          networkRandom: seededRandom(SEED, `client-${i}/network`),
          rates: RATES,
          offline: OFFLINE,
          thinkMs: THINK_MS,
          sendKey: WITH_KEY,
          onAnswered: () => (answered += 1),
        }).finally(() => (finished += 1)),
      ),
    );
  } finally {
    clearInterval(progress);
  }
}

/** Every queue sent once more, whole and in order, straight to the service: each key must answer as before. */
async function replayEveryQueue(serviceUrl, clients) {
  const mismatches = [];
  let replayed = 0;
  await Promise.all(
    clients.map(async (client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (const choice of client.choices) {
        const answer = await sendOnce(agent, serviceUrl, { cookie: client.cookie, key: choice.key, sendKey: WITH_KEY, body: choice.body });
        replayed += 1;
        if (!choice.final || !sameAnswer(answer, choice.final)) mismatches.push({ key: choice.key, answer, final: choice.final });
      }
      agent.destroy();
    }),
  );
  return { replayed, mismatches };
}

/** One key per person sent again with the other option: the service must refuse it (422). */
async function reuseKeysWithOtherBodies(serviceUrl, clients) {
  const statuses = new Map();
  await Promise.all(
    clients.map(async (client) => {
      const choice = client.choices[0];
      if (!choice) return;
      const body = JSON.parse(choice.body);
      body.selectedOption = body.selectedOption === 'option1' ? 'option2' : 'option1';
      const agent = new http.Agent({ keepAlive: false });
      const answer = await sendOnce(agent, serviceUrl, { cookie: client.cookie, key: choice.key, sendKey: WITH_KEY, body: JSON.stringify(body) });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }),
  );
  return Object.fromEntries(statuses);
}

async function writeClientLog(clients) {
  const out = createWriteStream(LOG_FILE);
  for (const client of clients) {
    for (const c of client.choices) {
      out.write(`${JSON.stringify({ userId: client.userId, key: c.key, choicePairId: c.choicePairId, selectedOption: c.selectedOption, attempts: c.attempts, final: c.final })}\n`);
    }
  }
  await new Promise((resolve) => out.end(resolve));
}

// ---------------------------------------------------------------------------------------------

const count = (n) => n.toLocaleString('en-US');

function report({ result, proxy, replay, reuse, before, after, seconds, natsOutage }) {
  const faults = proxy.counts;
  const lostRows = result.rows.lost;
  const lostEvents = result.events.lost;
  const duplicatedRows = result.rows.duplicated + result.rows.unchosen;
  const duplicatedEvents = result.events.duplicated + result.events.unchosen;
  const unexpected = Object.entries(result.finals).filter(([status]) => status !== '201');
  const changed = before.rows.length !== after.rows.length || before.events.length !== after.events.length || (before.storedKeys?.length ?? 0) !== (after.storedKeys?.length ?? 0);
  const chaosReplaysOk = result.replayMismatches.length === 0;
  const problems = [
    lostRows + lostEvents > 0 && `lost: ${lostRows} rows, ${lostEvents} events`,
    duplicatedRows + duplicatedEvents + result.events.repeatedEventIds > 0 && `duplicated: ${duplicatedRows} rows, ${duplicatedEvents + result.events.repeatedEventIds} events`,
    result.rows.wrongOption > 0 && `${result.rows.wrongOption} rows record the other option`,
    unexpected.length > 0 && `final answers other than 201: ${unexpected.map(([s, n]) => `${n}× ${s}`).join(', ')}`,
    !chaosReplaysOk && `${result.replayMismatches.length} unseen answers (lost or delivered twice) differ from their key's final answer`,
    replay.mismatches.length > 0 && `${replay.mismatches.length} of ${replay.replayed} keys answered differently in the forced replay`,
    WITH_KEY && (reuse[422] ?? 0) !== CLIENTS && `reused keys with another body answered ${JSON.stringify(reuse)} (expected ${CLIENTS}× 422)`,
    changed && 'rows, keys or events changed after the forced replay',
    result.keys && result.keys.missing + result.keys.duplicated + result.keys.notTheirs > 0 && `keys: ${result.keys.missing} missing, ${result.keys.duplicated} duplicated, ${result.keys.notTheirs} not made by their person`,
    result.outOfOrderClients > 0 && `${result.outOfOrderClients} people's choices were recorded out of their order`,
  ].filter(Boolean);

  console.log(`\n================ offline choices under chaos (seed ${SEED}) ================`);
  console.log(`people / choices made        ${CLIENTS} / ${count(result.made)} in ${seconds.toFixed(1)} s; idempotency key ${WITH_KEY ? 'sent' : 'NOT sent (--without-key)'}`);
  console.log(`final answers                ${Object.entries(result.finals).map(([s, n]) => `${count(n)}× ${s}`).join(', ')}`);
  console.log(
    `attempts                     ${count(result.attempts)}: ${count(faults.disconnect)} never reached the service (${result.offlinePeriods} offline periods), ` +
      `${count(faults['drop-before-answer'] + faults['drop-answer'])} answers lost after the service processed the request ` +
      `(${count(faults['drop-before-answer'])} before it answered, ${count(faults['drop-answer'])} after), ${count(faults.duplicate)} delivered twice at once, ` +
      `${count(faults.passed)} passed untouched`,
  );
  console.log(`NATS outage                  ${natsOutage ? `${args['nats-outage-ms']} ms, ${args['nats-outage-at']} s into the run` : 'none'}`);
  console.log(`database                     user_choices rows ${count(result.rows.count)}; choice_requests keys ${result.keys ? count(result.keys.count) : 'n/a (table absent)'}`);
  console.log(`stream ${ALIVE_EVENTS_STREAM.name.padEnd(22)}choice.made events ${count(result.events.count)}`);
  console.log(`lost                         ${lostRows + lostEvents}  (rows ${lostRows}, events ${lostEvents})`);
  console.log(`duplicated                   ${duplicatedRows + duplicatedEvents + result.events.repeatedEventIds}  (rows ${duplicatedRows}, events ${duplicatedEvents}, repeated event ids ${result.events.repeatedEventIds})`);
  console.log(
    `replays answered the original ${count(result.unseenAnswers - result.replayMismatches.length)}/${count(result.unseenAnswers)} unseen answers (${count(result.replayedKeys)} keys) equal their key's final answer; ` +
      `${count(result.answersNamingTheirRow)}/${count(result.made)} final 201s name their stored row`,
  );
  console.log(`forced replay of every queue ${count(replay.replayed - replay.mismatches.length)}/${count(replay.replayed)} answered their original status and body; rows ${before.rows.length} → ${after.rows.length}, keys ${before.storedKeys?.length ?? 'n/a'} → ${after.storedKeys?.length ?? 'n/a'}, events ${before.events.length} → ${after.events.length}`);
  console.log(`same key, other body         ${Object.entries(reuse).map(([s, n]) => `${n}× ${s}`).join(', ')}`);
  console.log(`order kept                   ${CLIENTS - result.outOfOrderClients}/${CLIENTS} people's rows in the order they chose`);
  console.log(`client log                   ${LOG_FILE}`);
  console.log(loadAverageAfterLine());
  for (const example of [...result.replayMismatches, ...replay.mismatches].slice(0, 3)) console.log(`example mismatch: ${JSON.stringify(example).slice(0, 400)}`);
  console.log(problems.length === 0 ? 'RESULT: lost = 0, duplicated = 0, every replay answered its original' : `RESULT: FAILED\n  - ${problems.join('\n  - ')}`);
  console.log('===========================================================================');
  return problems.length === 0;
}

async function main() {
  log(`${CLIENTS} people, ${CHOICES} choices, seed ${SEED}, faults per attempt ${JSON.stringify(RATES)}, offline ${OFFLINE.chance} per choice for ${OFFLINE.ms.join('–')} ms, think ${THINK_MS.join('–')} ms`);
  logMachine();
  const db = await prepareDatabase();
  const nats = await startNatsServerProcess();
  let service;
  let proxy;
  try {
    const cookies = await benchSessionCookies(db.prisma, CLIENTS, { prefix: PREFIX });
    const slices = await pairsPerClient(db.prisma);
    service = await startServiceProcess('choices', { env: { DATABASE_URL: db.databaseUrl, NATS_URL: nats.url }, logLevel: args['log-level'], poolSize: args.pool });
    proxy = await startLossyProxy(service.url);
    log(`database ${new URL(db.databaseUrl).pathname.slice(1)}, service ${service.url}, lossy proxy ${proxy.url}`);

    const started = performance.now();
    const outage = scheduleNatsOutage(nats, Number(args['nats-outage-at']), Number(args['nats-outage-ms']));
    const clients = await runClients(proxy.url, cookies, slices);
    const seconds = (performance.now() - started) / 1000;
    const natsOutage = await outage.finish();
    await writeClientLog(clients);
    log(`every queue is empty after ${seconds.toFixed(1)} s; waiting for the relay, then reading the tables and the stream…`);

    const before = await keptState(db.prisma, nats.url);
    const result = reconcile({ clients, ...before, unseenAnswers: proxy.unseenAnswers });
    result.offlinePeriods = clients.reduce((sum, c) => sum + c.offlinePeriods, 0);

    log('replaying every queue once more, then reusing one key per person with the other option…');
    const replay = await replayEveryQueue(service.url, clients);
    const reuse = await reuseKeysWithOtherBodies(service.url, clients);
    const after = await keptState(db.prisma, nats.url);

    const ok = report({ result, proxy, replay, reuse, before, after, seconds, natsOutage });
    process.exitCode = ok ? 0 : 1;
  } finally {
    await proxy?.close();
    if (service) await stopServiceProcesses([service]);
    await nats.dispose();
    if (args['keep-db']) log(`kept database ${db.databaseUrl}`);
    else await db.drop();
  }
}

await main();
