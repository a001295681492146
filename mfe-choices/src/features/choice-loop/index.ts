// What the other features of this remote take from the choice loop (docs/architecture.md, "Inside a
// remote"). The home screen itself is exposed by rspack.config.ts, not through here. The choice sync
// keeps the loop's prepared pairs on the device (stored-plans.ts), so its database names their type.
export type { PreparedPairs } from './api/prepared-pairs.ts';
