import type { Context, Middleware } from 'koa';
import type { ErrorResponse } from '@alive/contracts';
import { isSessionId } from '../session-records.ts';
import { describeWait } from './rate-limiter.ts';

/**
 * The per-account request limit of every service (docs/architecture.md, "Rate limits", "Per account"):
 * a token bucket per signed-in account, in this process's memory. Each process (replica) limits its own
 * share; nothing is shared with other replicas, so an account may get up to N × the rate from N replicas.
 */
export interface AccountRateLimit {
  /** Tokens added per second: the sustained rate one account may keep up. */
  perSecond: number;
  /** Bucket size: how many requests one account may send at once after being idle. */
  burst: number;
  /** Requests of one account in progress at once; more wait their turn (0: no such cap). */
  concurrent?: number;
}

/** The machine-readable `code` of the 429 body (`{ code, message }`, @alive/contracts errorResponseSchema). */
export const RATE_LIMITED_CODE = 'rate_limited';

/**
 * Accounts (and sessions) remembered at most; past it the least recently seen are dropped. Only accounts
 * seen within the last refill time (burst ÷ rate) are kept at all, so this bounds a
 * process under a crowd of distinct accounts; dropping one early only gives it a full bucket again.
 */
export const MAX_ACCOUNT_BUCKETS = 20_000;

interface Bucket {
  tokens: number;
  /** Clock reading (ms) the tokens were counted at. */
  at: number;
}

interface KnownSession {
  account: string;
  at: number;
}

/** `spent`: the bucket is empty after this request, its account sending faster than the rate for a burst's time. */
export type TakeResult = { allowed: true; spent: boolean } | { allowed: false; retryAfterMs: number };

export interface AccountBucketsOptions extends AccountRateLimit {
  maxAccounts?: number;
  /** Milliseconds, monotonic; tests pass their own clock. */
  now?: () => number;
}

/**
 * Token buckets by account id, least recently used first (a Map keeps insertion order, and every use
 * moves an entry to the end). A bucket idle long enough to be full again equals a new one, so it is
 * dropped; what is left is capped at `maxAccounts`.
 */
export class AccountBuckets {
  readonly perSecond: number;
  readonly burst: number;
  private readonly maxAccounts: number;
  private readonly now: () => number;
  /** Idle this long, any bucket is full again. */
  private readonly refillMs: number;
  private readonly buckets = new Map<string, Bucket>();
  /** Which account a session id belongs to, learnt from the session lookup, so a flood is refused before it. */
  private readonly sessions = new Map<string, KnownSession>();

  constructor(options: AccountBucketsOptions) {
    if (!(options.perSecond > 0 && options.burst >= 1)) throw new Error('an account rate limit needs a rate above 0 and a burst of at least 1');
    this.perSecond = options.perSecond;
    this.burst = options.burst;
    this.maxAccounts = options.maxAccounts ?? MAX_ACCOUNT_BUCKETS;
    this.now = options.now ?? (() => performance.now());
    this.refillMs = (this.burst / this.perSecond) * 1000;
  }

  /** Accounts with a bucket in memory. */
  get size(): number {
    return this.buckets.size;
  }

  /** Session ids remembered with their account. */
  get sessionCount(): number {
    return this.sessions.size;
  }

  /** Takes one token from `account`'s bucket; without one, how long until the next arrives. */
  take(account: string): TakeResult {
    const now = this.now();
    const bucket = this.buckets.get(account);
    let tokens = this.burst;
    if (bucket) {
      tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) * this.perSecond) / 1000);
      this.buckets.delete(account); // set again below: now the most recently used
    }
    const allowed = tokens >= 1;
    this.buckets.set(account, { tokens: allowed ? tokens - 1 : tokens, at: now });
    this.prune(this.buckets, now);
    if (allowed) return { allowed, spent: tokens - 1 < 1 };
    return { allowed: false, retryAfterMs: ((1 - tokens) * 1000) / this.perSecond };
  }

  /** The account a session id was last seen signed in as, if it was seen lately. */
  accountOfSession(sessionId: string): string | undefined {
    return this.sessions.get(sessionId)?.account;
  }

  rememberSession(sessionId: string, account: string): void {
    const now = this.now();
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, { account, at: now });
    this.prune(this.sessions, now);
  }

  /** Drops from the least recently used end what has been idle for a whole refill, then what is over the cap. */
  private prune(entries: Map<string, { at: number }>, now: number): void {
    for (const [key, entry] of entries) {
      if (entries.size <= this.maxAccounts && now - entry.at < this.refillMs) break;
      entries.delete(key);
    }
  }
}

/**
 * At most `perAccount` requests of one account in progress at once in this process; the rest wait in
 * the account's own line, first come first served. Under load a request's time grows, and so does what
 * an account's admitted requests hold of the process: this keeps one account from holding more than a
 * few of the places in the queues everyone shares (the event loop, the database pool, PGlite's one
 * connection), so the others never wait behind more than `perAccount` of its requests. An account that
 * has spent its burst, sending faster than any person, gets one place only (`enter(account, 1)`): then a
 * slow process shares itself among accounts, not among connections. Only accounts with a request in
 * progress have an entry.
 */
export class AccountLines {
  private readonly accounts = new Map<string, Line>();

  constructor(
    readonly perAccount: number,
    /** Longest line one account may have; beyond it a request is refused (429). */
    readonly maxWaiting: number,
  ) {
    if (!(perAccount >= 1)) throw new Error('an account line needs room for at least one request');
  }

  /** Accounts with a request in progress or waiting. */
  get size(): number {
    return this.accounts.size;
  }

  /**
   * A place for one request of `account`: resolves with its release once the request may run, at once
   * while the account has fewer than `places` (default `perAccount`) running and nobody waiting before
   * it. Undefined when its line is full.
   */
  enter(account: string, places = this.perAccount): Promise<() => void> | undefined {
    let line = this.accounts.get(account);
    if (!line) {
      line = { running: 0, waiting: [] };
      this.accounts.set(account, line);
    }
    if (line.waiting.length === 0 && line.running < places) {
      line.running += 1;
      return Promise.resolve(this.releaseOf(account, line));
    }
    if (line.waiting.length >= this.maxWaiting) return undefined;
    const entered = line;
    return new Promise((resolve) => entered.waiting.push({ places, start: () => resolve(this.releaseOf(account, entered)) }));
  }

  private releaseOf(account: string, line: Line): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      line.running -= 1;
      // In order: the first in line goes when there is room for it, and nobody passes it.
      while (line.waiting.length > 0 && line.running < line.waiting[0]!.places) {
        line.running += 1;
        line.waiting.shift()!.start();
      }
      if (line.running === 0) this.accounts.delete(account);
    };
  }
}

interface Line {
  running: number;
  waiting: { places: number; start: () => void }[];
}

/**
 * Refusals answered only once their `Retry-After` has passed, a few per account and a bounded number
 * per process. A client that waits for each answer before sending again (a browser, almost every
 * script's loop) then sends one request per connection per wait instead of as fast as the process can
 * say no: refusing costs about as much as answering a trivial request, and a flood of them took the CPU
 * the others needed (docs/performance.md, "One account's flood"). A held refusal costs a timer; past the
 * caps it is answered at once, so held requests never pile up without bound.
 */
export class HeldRefusals {
  private readonly perAccount = new Map<string, number>();
  private total = 0;

  constructor(
    readonly maxPerAccount: number,
    readonly maxTotal: number = MAX_HELD_REFUSALS,
  ) {}

  /** Held refusals of the process. */
  get size(): number {
    return this.total;
  }

  /** Room to hold one more refusal of `account`: its release, or undefined when it must be answered at once. */
  enter(account: string): (() => void) | undefined {
    const held = this.perAccount.get(account) ?? 0;
    if (held >= this.maxPerAccount || this.total >= this.maxTotal) return undefined;
    this.perAccount.set(account, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perAccount.get(account) ?? 1) - 1;
      if (left > 0) this.perAccount.set(account, left);
      else this.perAccount.delete(account);
    };
  }
}

/** Refusals one process holds at most, over all accounts (HeldRefusals); a few hundred kilobytes. */
export const MAX_HELD_REFUSALS = 1_000;

/** How the limiter tells time: a monotonic clock in ms, and a wait that a stop ends early. */
export interface LimiterClock {
  now: () => number;
  sleep: (ms: number, stop: AbortSignal) => Promise<void>;
}

const realClock: LimiterClock = {
  now: () => performance.now(),
  sleep: (ms, stop) =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      stop.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        stop.removeEventListener('abort', done);
        resolve();
      }
    }),
};

export interface AccountLimiter {
  buckets: AccountBuckets;
  /** Undefined without a cap on requests in progress (ACCOUNT_CONCURRENT_REQUESTS=0). */
  lines: AccountLines | undefined;
  held: HeldRefusals;
  clock: LimiterClock;
}

const limiters = new WeakMap<object, AccountLimiter>();

/**
 * The limiter of every app built from one configuration object: the embedded site hands all its
 * services the same ServiceConfig, so there one account has one bucket and one line across the
 * process's services, which share one event loop and one database (docs/architecture.md, "Per account").
 * The first call for an owner makes it, on `clock` when given (tests, before the apps are built).
 */
export function accountLimiterOf(owner: object, limit: AccountRateLimit, clock: LimiterClock = realClock): AccountLimiter {
  const concurrent = limit.concurrent ?? 0;
  let existing = limiters.get(owner);
  const same = existing && existing.buckets.perSecond === limit.perSecond && existing.buckets.burst === limit.burst && (existing.lines?.perAccount ?? 0) === concurrent;
  if (!existing || !same) {
    existing = {
      buckets: new AccountBuckets({ ...limit, now: clock.now }),
      // Neither a line nor the held refusals need to be longer than what the bucket lets through at once.
      lines: concurrent > 0 ? new AccountLines(concurrent, limit.burst) : undefined,
      held: new HeldRefusals(limit.burst),
      clock,
    };
    limiters.set(owner, existing);
  }
  return existing;
}

/** Whether a limit is on: ACCOUNT_REQUESTS_PER_SECOND or ACCOUNT_REQUEST_BURST of 0 turns it off (the line with it). */
export function accountRateLimitIsOn(limit: AccountRateLimit | undefined): limit is AccountRateLimit {
  return limit !== undefined && limit.perSecond > 0 && limit.burst >= 1;
}

/** The 429's message for a wait of whole seconds, worded as the kit's other limits word theirs (tooManyRequests). */
function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many requests from your account; please try again in ${describeWait(retryAfterSeconds)}.`;
}

/** Requests whose account was already counted, before the session lookup. */
const counted = new WeakMap<Context, string>();

export interface AccountRateLimitMiddleware {
  /** After the session cookie is read, before the body and the session lookup: counts a session whose account is known. */
  beforeSessionLookup: Middleware;
  /** After `ctx.state.user` is set: counts the account if the first step could not. */
  afterSessionLookup: Middleware;
}

/**
 * The two steps of the account limit around the session lookup. A session id seen before is counted
 * against its account straight from the cookie, so a flood of refused requests costs no lookup (on
 * the embedded PGlite, every lookup queues with everyone's queries) and no body parsing. Refusing on
 * a remembered session is always safe: it grants nothing, and a session that has since ended only
 * gets a 429 instead of being signed out. A counted request then takes its place in the account's line
 * (AccountLines) for the rest of its way, lookup included when it was counted before it; a refused one
 * is answered once its Retry-After has passed (HeldRefusals). Signed-out requests are not counted here.
 */
export function accountRateLimit(limiter: AccountLimiter, onRefused: () => void = () => {}): AccountRateLimitMiddleware {
  // Written here rather than thrown: a flood is mostly refusals, and an Error with its stack, unwound
  // through every middleware to the error handler, cost more than answering (docs/performance.md,
  // "One account's flood"). The same 429 as the kit's other limits (tooManyRequests), with its `code`.
  const refuse = async (ctx: Context, account: string, retryAfterMs: number) => {
    onRefused();
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const release = limiter.held.enter(account);
    if (release) {
      // Until Retry-After has passed, or the client has gone.
      const gone = new AbortController();
      const onClose = () => gone.abort();
      ctx.res.once('close', onClose);
      try {
        await limiter.clock.sleep(retryAfterSeconds * 1000, gone.signal);
      } finally {
        ctx.res.off('close', onClose);
        release();
      }
    }
    ctx.status = 429;
    ctx.set('Retry-After', String(retryAfterSeconds));
    const body: ErrorResponse = { code: RATE_LIMITED_CODE, message: rateLimitedMessage(retryAfterSeconds) };
    ctx.body = body;
  };
  async function admit(ctx: Context, account: string, next: () => Promise<unknown>) {
    counted.set(ctx, account);
    const taken = limiter.buckets.take(account);
    if (!taken.allowed) return refuse(ctx, account, taken.retryAfterMs);
    if (!limiter.lines) return next();
    const place = limiter.lines.enter(account, taken.spent ? 1 : limiter.lines.perAccount);
    if (!place) return refuse(ctx, account, 1000 / limiter.buckets.perSecond);
    const release = await place;
    try {
      return await next();
    } finally {
      release();
    }
  }
  return {
    beforeSessionLookup: async function accountRateLimitBeforeLookup(ctx, next) {
      const sid = ctx.session?.sid;
      const account = isSessionId(sid) ? limiter.buckets.accountOfSession(sid) : undefined;
      return account === undefined ? next() : admit(ctx, account, next);
    },
    afterSessionLookup: async function accountRateLimitAfterLookup(ctx, next) {
      const user = ctx.state.user;
      if (!user) return next();
      const sid = ctx.session?.sid;
      if (isSessionId(sid)) limiter.buckets.rememberSession(sid, user.id);
      return counted.get(ctx) === user.id ? next() : admit(ctx, user.id, next);
    },
  };
}
