export {
  createRateLimiter,
  tooManyRequests,
  isTooManyRequests,
  type RateLimiter,
  type RateLimitSetting,
  type RateLimitState,
  type CreateRateLimiterOptions,
  type TooManyRequestsError,
} from './rate-limiter.ts';
export { rateLimit, type RateLimitMiddlewareOptions } from './rate-limit-middleware.ts';
export { RateLimiterPostgresStore, type RateLimitDatabase } from './postgres-store.ts';
export {
  AccountBuckets,
  AccountLines,
  accountLimiterOf,
  HeldRefusals,
  MAX_HELD_REFUSALS,
  accountRateLimit,
  accountRateLimitIsOn,
  MAX_ACCOUNT_BUCKETS,
  RATE_LIMITED_CODE,
  type AccountLimiter,
  type LimiterClock,
  type AccountRateLimit,
  type AccountRateLimitMiddleware,
} from './account-rate-limit.ts';
