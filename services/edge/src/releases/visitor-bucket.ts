import { randomBytes } from 'node:crypto';
import { RELEASE_BUCKET_COOKIE, RELEASE_VISITOR_COOKIE } from '@alive/contracts/constants';
import { drawBucket, parseBucket } from '@alive/domain';
import type { Context } from 'koa';

/** A bucket is kept a year: a visitor stays on one side of every canary across pages, reloads and days. */
const BUCKET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const cookieOptions = (ctx: Context) => ({ maxAge: BUCKET_MAX_AGE_MS, httpOnly: true, sameSite: 'lax' as const, secure: ctx.secure, overwrite: true });

/**
 * The visitor's sticky bucket (1..100) from the `alive.bucket` cookie, given one when absent or
 * malformed (docs/deploy.md, "Canary releases"). Not HttpOnly-sensitive data, but only the edge reads it.
 */
export function visitorBucket(ctx: Context, random: () => number = Math.random): number {
  const existing = parseBucket(ctx.cookies.get(RELEASE_BUCKET_COOKIE));
  if (existing !== null) return existing;
  const bucket = drawBucket(random);
  ctx.cookies.set(RELEASE_BUCKET_COOKIE, String(bucket), cookieOptions(ctx));
  return bucket;
}

const VISITOR_ID = /^[A-Za-z0-9_-]{16,32}$/;

/**
 * The visitor's random id from the `alive.visitor` cookie, given one when absent: the page-load token
 * carries it so the canary judge can cap what one browser contributes (docs/deploy.md, "Only real page
 * loads report"). It names a browser, never a person.
 */
export function visitorId(ctx: Context): string {
  const existing = ctx.cookies.get(RELEASE_VISITOR_COOKIE);
  if (existing && VISITOR_ID.test(existing)) return existing;
  const id = randomBytes(12).toString('base64url');
  ctx.cookies.set(RELEASE_VISITOR_COOKIE, id, cookieOptions(ctx));
  return id;
}
