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
