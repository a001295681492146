import type { RemotesDocument } from '@alive/contracts';
import type { Context } from 'koa';
import type { EdgeConfig } from './edge-options.ts';
import { addForwarding } from './forwarded-headers.ts';
import type { RemotesDocuments } from './remotes-table.ts';
import { routePreloads, type Preload } from './route-preload.ts';
import { screenData, type ReadHeaders, type ScreenWithData } from './screen-data.ts';
import { screenFragments } from './screen-fragments.ts';
import type { UpstreamPool } from './upstream-pool.ts';

type PageExtrasConfig = Pick<EdgeConfig, 'staticRoots' | 'verifyReleaseFile' | 'routes' | 'logger' | 'screenPreloadWaitMs' | 'screenDataWaitMs' | 'warmScreens'>;

/**
 * What a signed-in page load gets of its screen with the document (docs/architecture.md, "First
 * paint"), from the same remotes document `/remotes.json` gives this visitor. Only a help: each waits a
 * bounded time and never fails the page.
 */
export interface PageExtras {
  /**
   * The preloads of the screen's remote files (route-preload.ts) and its first render
   * (screen-fragments.ts), within `screenPreloadWaitMs` (a remote elsewhere may be slow to answer for
   * its routes); none past it.
   */
  screen(ctx: Context, remotes: Promise<RemotesDocument>): Promise<{ preloads: Preload[]; fragment: string | null }>;
  /**
   * The screen rendered with the person's data (screen-data.ts), asked with their cookie as the page
   * would ask, within `screenDataWaitMs`; null (the loading state) otherwise.
   */
  withData(ctx: Context, remotes: Promise<RemotesDocument>): Promise<ScreenWithData | null>;
}

/** The promise's value, or `late` once `ms` have passed (`onLate` runs then). */
async function within<T>(work: Promise<T>, ms: number, late: T, onLate?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      onLate?.();
      resolve(late);
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function pageExtras(config: PageExtrasConfig, pools: ReadonlyMap<string, UpstreamPool>, remotes: RemotesDocuments): PageExtras {
  const { logger } = config;
  const preloadsAt = routePreloads(config.staticRoots);
  const fragmentAt = screenFragments({ staticRoots: config.staticRoots, verifyReleaseFile: config.verifyReleaseFile });
  const withDataAt = screenData({ staticRoots: config.staticRoots, verifyReleaseFile: config.verifyReleaseFile, routes: config.routes, pools });
  if (config.warmScreens) {
    // In the background, once the edge has started: a failure only means the first page load pays.
    setImmediate(() => {
      remotes
        .document()
        .then((document) => withDataAt.warm(document))
        .catch((error: unknown) => logger?.warn({ err: error }, 'the screens rendered with data were not warmed'));
    });
  }

  return {
    screen(ctx, remotesOfVisitor) {
      const none = { preloads: [], fragment: null };
      const work = (async () => {
        const document = await remotesOfVisitor;
        const [preloads, fragment] = await Promise.all([preloadsAt(document, ctx.path), fragmentAt(document, ctx.path)]);
        return { preloads, fragment };
      })().catch((error: unknown) => {
        logger?.warn({ err: error, path: ctx.path }, 'no preloads or screen fragment for the page');
        return none;
      });
      return within(work, config.screenPreloadWaitMs, none);
    },

    withData(ctx, remotesOfVisitor) {
      const stop = new AbortController();
      const traceparent = typeof ctx.state.traceparent === 'string' ? ctx.state.traceparent : undefined;
      const headers: ReadHeaders = { cookie: ctx.get('Cookie') };
      addForwarding(headers, ctx.req, { protocol: ctx.protocol, ...(traceparent ? { traceparent } : {}) });
      const work = remotesOfVisitor
        .then((document) => withDataAt(document, ctx.path, headers, stop.signal))
        .catch((error: unknown) => {
          logger?.warn({ err: error, path: ctx.path }, 'the screen was not rendered with the person\'s data');
          return null;
        });
      return within(work, config.screenDataWaitMs, null, () => stop.abort());
    },
  };
}
