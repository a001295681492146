/**
 * The Releases screen's changes reach the release records through the release controller, their one
 * writer (docs/data-ownership.md): admin writes a request into its own table
 * (`release_change_requests`), the controller applies it with changeRelease, under the record's lock and
 * audited like its own changes, and answers in its own table (`release_change_outcomes`); admin waits for
 * that answer and gives it to the administrator as before.
 *
 * A request is applied at most once and never after admin stopped waiting: the controller applies it
 * under an advisory lock of its id only while it is still there, unanswered and unexpired; admin, when
 * it gives up, deletes it and takes the same lock, so whatever it then reads is final.
 */
import type { ReleaseChange } from '@alive/domain';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { listenOnPoolOf, type ChannelListener } from '../notifications.ts';
import { changeReleaseIn, type ReleaseActor } from './release-store.ts';

/** What admin gets back: done, or the refusal the change's rules gave (404, 409), or 503 without an answer. */
export type ReleaseChangeAnswer = { ok: true } | { ok: false; status: number; message: string };

/** The changes an administrator may ask for; the versions file and the judge are the controller's own. */
export type RequestedReleaseChange = Extract<ReleaseChange, { kind: 'start-canary' | 'set-share' | 'promote' | 'rollback' }>;

const REQUESTS_CHANNEL = 'alive_release_change_requests';
const REQUESTED_KINDS = new Set<string>(['start-canary', 'set-share', 'promote', 'rollback']);
/** Requests and answers are read within seconds; an hour is plenty for anyone looking into one. */
const KEEP_ROWS = '1 hour';

export const CONTROLLER_DID_NOT_ANSWER =
  'The release controller did not answer, so nothing was changed; check that it runs and try again.';

/** In one process (the embedded default) admin wakes the controller directly; elsewhere a NOTIFY does. */
const wakersOf = new WeakMap<object, Set<() => void>>();

export interface RequestReleaseChangeOptions {
  /** How long admin waits for the controller's answer (default 10 s). */
  timeoutMs?: number;
  /** How often it looks for the answer meanwhile (default 25 ms). */
  pollMs?: number;
}

async function answerTo(prisma: PrismaClient, id: string): Promise<ReleaseChangeAnswer | undefined> {
  const rows = await prisma.$queryRaw<{ outcome: ReleaseChangeAnswer }[]>`SELECT outcome FROM release_change_outcomes WHERE request_id = ${id}::uuid`;
  return rows[0]?.outcome;
}

/** Admin: asks the controller for a change and waits for its answer (services/admin/src/data/release-store.ts). */
export async function requestReleaseChange(
  prisma: PrismaClient,
  remote: string,
  change: RequestedReleaseChange,
  actor: ReleaseActor,
  options: RequestReleaseChangeOptions = {},
): Promise<ReleaseChangeAnswer> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pollMs = options.pollMs ?? 25;
  const id = randomUUID();
  await prisma.$executeRaw`DELETE FROM release_change_requests WHERE created_at < now() - ${KEEP_ROWS}::interval`;
  await prisma.$queryRaw`
    WITH asked AS (
      INSERT INTO release_change_requests (id, remote, change, actor, actor_user_id, expires_at)
      VALUES (${id}::uuid, ${remote}, ${JSON.stringify(change)}::jsonb, ${actor.name}, ${actor.userId ?? null}, clock_timestamp() + ${timeoutMs}::float8 * interval '1 millisecond')
      RETURNING id
    )
    SELECT pg_notify(${REQUESTS_CHANNEL}, id::text)::text AS notified FROM asked`;
  for (const wake of wakersOf.get(prisma) ?? []) wake();

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await answerTo(prisma, id);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  // Given up: withdraw the request, then wait out any controller applying it right now.
  await prisma.$executeRaw`DELETE FROM release_change_requests WHERE id = ${id}::uuid`;
  const final = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('release_change_requests'), hashtext(${id}))`;
    const rows = await tx.$queryRaw<{ outcome: ReleaseChangeAnswer }[]>`SELECT outcome FROM release_change_outcomes WHERE request_id = ${id}::uuid`;
    return rows[0]?.outcome;
  });
  return final ?? { ok: false, status: 503, message: CONTROLLER_DID_NOT_ANSWER };
}

interface PendingRequest {
  id: string;
  remote: string;
  change: RequestedReleaseChange;
  actor: string;
  actorUserId: string | null;
}

/** Controller: applies one request, if it is still asked for and nobody answered it; true when applied. */
async function applyRequest(prisma: PrismaClient, request: PendingRequest): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('release_change_requests'), hashtext(${request.id}))`;
    const live = await tx.$queryRaw<unknown[]>`
      SELECT 1 FROM release_change_requests r
       WHERE r.id = ${request.id}::uuid AND r.expires_at > clock_timestamp()
         AND NOT EXISTS (SELECT 1 FROM release_change_outcomes o WHERE o.request_id = r.id)`;
    if (live.length === 0) return false;
    let answer: ReleaseChangeAnswer;
    if (!REQUESTED_KINDS.has(request.change?.kind)) {
      answer = { ok: false, status: 400, message: `A release change of kind "${String(request.change?.kind)}" cannot be asked for` };
    } else {
      const outcome = await changeReleaseIn(tx, request.remote, request.change, { name: request.actor, userId: request.actorUserId });
      answer = outcome.ok ? { ok: true } : { ok: false, status: outcome.status, message: outcome.message };
    }
    await tx.$executeRaw`INSERT INTO release_change_outcomes (request_id, outcome) VALUES (${request.id}::uuid, ${JSON.stringify(answer)}::jsonb)`;
    return true;
  });
}

/** Controller: applies every request waiting, oldest first; how many. */
export async function applyReleaseChangeRequests(prisma: PrismaClient): Promise<number> {
  const pending = await prisma.$queryRaw<PendingRequest[]>`
    SELECT r.id::text AS id, r.remote, r.change, r.actor, r.actor_user_id AS "actorUserId"
      FROM release_change_requests r
     WHERE r.expires_at > clock_timestamp()
       AND NOT EXISTS (SELECT 1 FROM release_change_outcomes o WHERE o.request_id = r.id)
     ORDER BY r.created_at
     LIMIT 50`;
  let applied = 0;
  for (const request of pending) if (await applyRequest(prisma, request)) applied += 1;
  await prisma.$executeRaw`DELETE FROM release_change_outcomes WHERE created_at < now() - ${KEEP_ROWS}::interval`;
  return applied;
}

export interface ReleaseChangeApplier {
  stop(): Promise<void>;
}

export interface ReleaseChangeApplierOptions {
  prisma: PrismaClient;
  /** Also looks this often, for a notification missed while its connection was down (default 1 s). */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Controller: applies requests as they arrive (a NOTIFY, or admin in the same process) and every
 * `pollMs` besides. Any number of replicas may run it: each request is applied once (applyRequest).
 */
export function startReleaseChangeApplier(options: ReleaseChangeApplierOptions): ReleaseChangeApplier {
  const { prisma } = options;
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const wakers = wakersOf.get(prisma) ?? new Set();
  wakers.add(wake);
  wakersOf.set(prisma, wakers);
  const listener: ChannelListener | undefined = listenOnPoolOf(prisma, {
    channel: REQUESTS_CHANNEL,
    onNotification: wake,
    // Back from an outage: look at once, a notification may have been missed.
    onState: (state) => state === 'listening' && wake(),
  });

  const loop = (async () => {
    while (!stopped) {
      woken = false;
      try {
        await applyReleaseChangeRequests(prisma);
      } catch (error) {
        if (!stopped) options.onError?.(error);
      }
      if (stopped || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        function done() {
          clearTimeout(timer);
          wakeUp = undefined;
          resolve();
        }
        wakeUp = done;
      });
    }
  })();

  return {
    async stop() {
      stopped = true;
      wakers.delete(wake);
      wakeUp?.();
      await loop;
      await listener?.close();
    },
  };
}
