/**
 * One simulated person choosing the way the browser's choice queue sends (docs/performance.md,
 * "Choices under chaos"): every choice gets a UUIDv7 idempotency key when it is made and
 * waits in a local ordered queue; the head of the queue is sent, and sent again with the same key and
 * body after any failure, until the service gives a definitive answer; only then does the next choice
 * go. Choices keep being made while the connection is down (an offline period), so the queue grows
 * and drains in order when it is back.
 *
 * The person makes one choice on each of `pairIds`, in order, and keeps a log of every key it made,
 * every attempt and the final answer (status and body).
 */
import http from 'node:http';
import { v7 as uuidv7 } from 'uuid';
import { sleep } from '../../bench/lib/bench-run.mjs';
import { CHOICE_KEY_HEADER, FAULT_HEADER } from './lossy-proxy.mjs';

const SUBMIT_PATH = '/api/user-choices';
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Answers that say nothing about the choice (the service was busy or unreachable): send again. */
const retryable = (status) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Waits between attempts: doubling from 20 ms up to 1 s, with jitter so clients do not retry in step. */
const backoffMs = (failures, random) => Math.min(1000, 20 * 2 ** (failures - 1)) * random.between(0.5, 1);

function post(agent, target, { cookie, key, sendKey, fault, body, timeoutMs }) {
  return new Promise((resolve) => {
    const headers = { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    if (sendKey) headers[IDEMPOTENCY_KEY_HEADER] = key;
    if (fault) {
      headers[FAULT_HEADER] = fault;
      headers[CHOICE_KEY_HEADER] = key;
    }
    const req = http.request({ agent, hostname: target.hostname, port: target.port, method: 'POST', path: SUBMIT_PATH, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      res.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    req.end(body);
  });
}

/** Sends one body once, straight to `baseUrl` (no faults): the replay checks after the chaos. */
export async function sendOnce(agent, baseUrl, { cookie, key, sendKey, body }) {
  return post(agent, new URL(baseUrl), { cookie, key, sendKey, body, timeoutMs: 30_000 });
}

/**
 * Runs one person to the end of its pairs and an empty queue. `rates`: probability per attempt of
 * each proxy fault; `offline`: { chance per choice, ms: [min, max] } of losing the connection for a
 * while; `thinkMs`: [min, max] pause before each choice. Resolves with the person's log.
 */
export async function runQueuedChoiceClient({ userId, cookie, pairIds, proxyUrl, choiceRandom, networkRandom, rates, offline, thinkMs, timeoutMs = 10_000, sendKey = true, onAnswered = () => {} }) {
  const target = new URL(proxyUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const choices = [];
  const queue = [];
  let offlineUntil = 0;
  let offlinePeriods = 0;
  let making = true;
  let wakeSender = () => {};

  async function makeChoices() {
    for (const choicePairId of pairIds) {
      const think = choiceRandom.between(thinkMs[0], thinkMs[1]);
      await sleep(think);
      if (choiceRandom.chance(offline.chance)) {
        offlineUntil = Date.now() + choiceRandom.between(offline.ms[0], offline.ms[1]);
        offlinePeriods += 1;
      }
      const selectedOption = choiceRandom.chance(0.5) ? 'option1' : 'option2';
      const entry = {
        key: uuidv7(),
        choicePairId,
        selectedOption,
        body: JSON.stringify({ choicePairId, selectedOption, responseTime: Math.round(think) }),
        attempts: [],
        final: null,
      };
      choices.push(entry);
      queue.push(entry);
      wakeSender();
    }
    making = false;
    wakeSender();
  }

  function pickFault() {
    if (Date.now() < offlineUntil) return 'disconnect';
    const draw = networkRandom.next();
    let edge = 0;
    for (const [fault, rate] of Object.entries(rates)) {
      edge += rate;
      if (draw < edge) return fault;
    }
    return undefined;
  }

  async function sendQueue() {
    let failures = 0;
    for (;;) {
      const head = queue[0];
      if (!head) {
        if (!making) return;
        await new Promise((resolve) => (wakeSender = resolve));
        continue;
      }
      const fault = pickFault();
      const answer = await post(agent, target, { cookie, key: head.key, sendKey, fault, body: head.body, timeoutMs });
      head.attempts.push({ fault, status: answer.status, ...(answer.error ? { error: answer.error } : {}) });
      if (!retryable(answer.status)) {
        head.final = { status: answer.status, text: answer.text };
        queue.shift();
        onAnswered();
        failures = 0;
        continue;
      }
      failures += 1;
      await sleep(backoffMs(failures, networkRandom));
    }
  }

  await Promise.all([makeChoices(), sendQueue()]);
  agent.destroy();
  return { userId, cookie, choices, offlinePeriods };
}
