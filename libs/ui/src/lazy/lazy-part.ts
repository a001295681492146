import { useEffect, useState } from 'react';
import { importUntilLoaded } from './import-until-loaded.ts';

export interface LazyPart<M> {
  /** The module once it has loaded, else null; the calling component renders again when it arrives. */
  useModule(): M | null;
  /** The module if it has loaded, else null (outside React, or for parts rendered inside the loaded one). */
  loaded(): M | null;
  /** Starts loading the module (once) and resolves with it: for what must be in before a first render. */
  load(): Promise<M>;
}

/**
 * A part of the UI whose code loads on first use (through importUntilLoaded, so a failed load is tried
 * again), rendered without Suspense. React holds a Suspense boundary's content back until 300 ms after
 * its fallback last showed (its fallback throttle), so a part whose chunk arrived a moment after the
 * fallback, or had even arrived already, came up to 300 ms late: the profile's tabs, with the person's
 * type in them, a first dialog, a first toast (docs/performance.md, "First paint"). Here the part renders
 * at once when its module is there, else its caller's fallback until it is, then at once.
 */
export function lazyPart<M>(load: () => Promise<M>): LazyPart<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const start = () =>
    (loading ??= importUntilLoaded(load).then((module) => {
      loaded = module;
      return module;
    }));
  return {
    useModule() {
      const [module, setModule] = useState<M | null>(loaded);
      useEffect(() => {
        if (module) return;
        let live = true;
        void start().then((arrived) => {
          if (live) setModule(() => arrived);
        });
        return () => {
          live = false;
        };
      }, [module]);
      return module ?? loaded;
    },
    loaded: () => loaded,
    load: start,
  };
}
