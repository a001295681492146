/**
 * One service's replicas behind the edge (docs/architecture.md, "Replicas behind the edge"): requests
 * go round-robin; a replica that refused a connection sits out a short cool-down, so the next
 * requests go to the others at once instead of each one paying for a refused connect. When every
 * replica is cooling down they are all tried anyway: a cool-down is a guess, a 502 is a certainty.
 */
export interface UpstreamPoolOptions {
  /** How long a replica that refused a connection is tried last. Default 2 s. */
  coolDownMs?: number;
  now?: () => number;
}

export const DEFAULT_COOL_DOWN_MS = 2_000;

/** `http://a:4002, http://b:4002` → both base URLs, without trailing slashes; '' → none. */
export function replicaUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

export class UpstreamPool {
  readonly urls: readonly string[];
  private readonly coolDownMs: number;
  private readonly now: () => number;
  private readonly downUntil = new Map<string, number>();
  private next = 0;

  constructor(urls: readonly string[], options: UpstreamPoolOptions = {}) {
    this.urls = urls;
    this.coolDownMs = options.coolDownMs ?? DEFAULT_COOL_DOWN_MS;
    this.now = options.now ?? Date.now;
  }

  /** The replicas to try for one request, in order: the next in rotation first, cooling-down ones last. */
  attemptOrder(): string[] {
    const count = this.urls.length;
    if (count === 0) return [];
    const start = this.next;
    this.next = (this.next + 1) % count;
    const rotated = Array.from({ length: count }, (_, i) => this.urls[(start + i) % count]!);
    const now = this.now();
    const cooling = (url: string) => this.isCoolingDown(url, now);
    return [...rotated.filter((url) => !cooling(url)), ...rotated.filter(cooling)];
  }

  /** The replica refused a connection (or was unreachable). */
  markDown(url: string): void {
    this.downUntil.set(url, this.now() + this.coolDownMs);
  }

  /** The replica answered. */
  markUp(url: string): void {
    this.downUntil.delete(url);
  }

  isCoolingDown(url: string, now = this.now()): boolean {
    return (this.downUntil.get(url) ?? 0) > now;
  }
}
