import { tooManyRequests } from '../rate-limit/rate-limiter.ts';

/**
 * Bounds expensive work (docs/architecture.md, "Expensive work"): at most `concurrency` runs at once in
 * this process, at most `perKey` of them for one key (one person), and a short queue behind them.
 * Beyond the queue, or beyond a key's share of it, the call is refused at once with 429 and
 * `Retry-After`, so one person's burst waits or is turned away instead of slowing everyone else.
 */
export interface WorkGateOptions {
  /** Runs at once in this process. */
  concurrency: number;
  /** Calls that may wait for a slot; beyond it, 429. */
  queue: number;
  /** Runs plus waiting calls one key may hold at once; default: the concurrency. */
  perKey?: number;
  /** Retry-After of a refusal, seconds. */
  retryAfterSeconds?: number;
  /** The refusal's sentence, given the wait ("1 second"). */
  message?: (wait: string) => string;
}

export interface WorkGateState {
  running: number;
  waiting: number;
}

export interface WorkGate {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  state(): WorkGateState;
}

const defaultMessage = (wait: string) => `Busy working on earlier requests; please try again in ${wait}.`;

export function createWorkGate(options: WorkGateOptions): WorkGate {
  const { concurrency, queue } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('work gate: concurrency must be a positive whole number');
  if (!Number.isInteger(queue) || queue < 0) throw new Error('work gate: queue must be a whole number');
  const perKey = options.perKey ?? concurrency;
  const retryAfterMs = (options.retryAfterSeconds ?? 1) * 1000;
  const message = options.message ?? defaultMessage;

  let running = 0;
  const waiting: Array<() => void> = [];
  const held = new Map<string, number>();

  const release = (key: string) => {
    const left = (held.get(key) ?? 1) - 1;
    if (left <= 0) held.delete(key);
    else held.set(key, left);
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const holding = held.get(key) ?? 0;
      if (holding >= perKey) throw tooManyRequests(retryAfterMs, message);
      if (running >= concurrency && waiting.length >= queue) throw tooManyRequests(retryAfterMs, message);
      held.set(key, holding + 1);
      if (running < concurrency) running += 1;
      // A slot is handed over by the run that ends (running stays the same), in arrival order.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release(key);
      }
    },
    state: () => ({ running, waiting: waiting.length }),
  };
}
