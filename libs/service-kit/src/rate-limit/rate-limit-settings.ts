import type { RateLimitSetting } from './rate-limiter.ts';

/**
 * A limit from `env[name]` written `<points>/<seconds>` (e.g. `120/60` = 120 per minute); unset or
 * empty: `fallback`. Anything else is a startup error naming the variable.
 */
export function rateLimitFromEnv(env: Record<string, string | undefined>, name: string, fallback: RateLimitSetting): RateLimitSetting {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  const points = Number(match?.[1]);
  const durationSeconds = Number(match?.[2]);
  if (!match || points < 1 || durationSeconds < 1) {
    throw new Error(`Invalid service configuration: ${name} must be <points>/<seconds> with both at least 1 (e.g. 120/60), got "${raw}"`);
  }
  return { points, durationSeconds };
}
