import { RELEASE_BUCKET_COOKIE } from '@alive/contracts/constants';
import { drawBucket, parseBucket } from '@alive/domain';
import type { Context } from 'koa';

/** A bucket is kept a year: a visitor stays on one side of every canary across pages, reloads and days. */
const BUCKET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The visitor's sticky bucket (1..100) from the `alive.bucket` cookie, given one when absent or
 * malformed (docs/deploy.md, "Canary releases"). Not HttpOnly-sensitive data, but only the edge reads it.
 */
export function visitorBucket(ctx: Context, random: () => number = Math.random): number {
  const existing = parseBucket(ctx.cookies.get(RELEASE_BUCKET_COOKIE));
  if (existing !== null) return existing;
  const bucket = drawBucket(random);
  ctx.cookies.set(RELEASE_BUCKET_COOKIE, String(bucket), {
    maxAge: BUCKET_MAX_AGE_MS,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    overwrite: true,
  });
  return bucket;
}
