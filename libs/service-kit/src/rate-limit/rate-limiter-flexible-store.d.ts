// rate-limiter-flexible ships the base class of its database stores but exports it only as a type;
// this names the module file that holds it, with the package's own declaration.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';

  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}
