import { importUntilLoaded } from '@alive/ui';
import { Suspense, lazy } from 'react';
import { ContentPlaceholder } from '../first-paint/content-placeholder.tsx';

type LandingModule = typeof import('./landing-page.tsx');

// The bundler's own module table (rspack's module API): whether the landing's chunk is in already.
declare const __webpack_modules__: Record<string | number, unknown> | undefined;
declare const __webpack_require__: (id: string | number) => unknown;
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- @types/node declares `require` in this namespace
  namespace NodeJS {
    interface Require {
      /** rspack's module API: the module's id, without making it part of this chunk. */
      resolveWeak(request: string): string | number;
    }
  }
}

let loaded: LandingModule | null = null;

// Only a signed-out visitor sees the landing page, so it is a chunk of its own, not start-up JavaScript
// (docs/architecture.md, "First paint"). A signed-in page never loads it.
const loadLandingModule = () => import(/* webpackChunkName: "landing" */ './landing-page.tsx').then((module) => (loaded = module));

/** The landing's module once loaded, or when its chunk is in (the prerender, which cannot wait for a promise). */
function landingIfLoaded(): LandingModule | null {
  if (loaded) return loaded;
  if (typeof __webpack_modules__ === 'undefined') return null;
  const id = require.resolveWeak('./landing-page.tsx');
  return id in __webpack_modules__ ? (__webpack_require__(id) as LandingModule) : null;
}

// The build's prerender (Node) renders in the same turn as it loads its bundle: Node installs a chunk
// at once, so the landing is in before the first render.
if (typeof window === 'undefined') void loadLandingModule();

/**
 * The landing document hydrates only once this has resolved (bootstrap.tsx; the prerender's tests
 * too), so its first render is the painted one.
 */
export function preloadLandingPage(): Promise<unknown> {
  return importUntilLoaded(loadLandingModule);
}

const LazyLandingPage = lazy(() => importUntilLoaded(loadLandingModule).then((module) => ({ default: module.LandingPage })));

/**
 * The landing page (docs/product/platform.md, Landing screen): rendered at once when its chunk is in
 * (the prerender; the landing document, which waits for it), else behind the content placeholder the
 * auth check shows too, so nothing moves when it arrives.
 */
export function LandingSlot() {
  const loaded = landingIfLoaded();
  if (loaded) return <loaded.LandingPage />;
  return (
    <Suspense fallback={<ContentPlaceholder />}>
      <LazyLandingPage />
    </Suspense>
  );
}
