import { REMOTE_OVERRIDES_ALLOWED, REMOTE_OVERRIDES_HEADER } from '@alive/contracts/constants';
import type { RemotesDocument } from '@alive/contracts';
import type { Context, Middleware } from 'koa';
import { NO_CACHE, NO_STORE } from './cache-policy.ts';
import type { EdgeConfig } from './edge-options.ts';
import { pageLoadTokens } from './page-load-token.ts';
import { visitorBucket } from './releases/visitor-bucket.ts';
import { createRemotesDocument, type VisitorReleases } from './remote-routes.ts';
import { sendJson } from './send-json.ts';

/** The remotes document (remote-routes.ts): as the versions file has it, and as one visitor is given it. */
export interface RemotesDocuments {
  document(visitor?: VisitorReleases): Promise<RemotesDocument>;
  /** What `/remotes.json` gives this visitor: their bucket's releases (docs/deploy.md, "Canary releases"). */
  forVisitor(ctx: Context): Promise<RemotesDocument>;
}

export function remotesDocuments(config: Pick<EdgeConfig, 'remoteManifest' | 'releases' | 'remoteVersions' | 'staticRoots' | 'logger'>): RemotesDocuments {
  const { releases } = config;
  const document = createRemotesDocument({
    manifests: config.remoteManifest,
    // With release records the release controller has taken the versions file into them: reading the
    // file here too would serve its newest edit before the records, then flip back to a record not yet
    // updated (docs/deploy.md, "The release record"). Without a database the file alone decides.
    versions: releases ? undefined : config.remoteVersions,
    staticRoots: config.staticRoots,
    logger: config.logger,
  });
  return {
    document,
    forVisitor: async (ctx) => (releases ? document(await releases.forBucket(visitorBucket(ctx))) : document()),
  };
}

/**
 * `/remotes.json`, with the page load's token (page-load-token.ts). `knownRoutes` gathers the route
 * patterns the remotes declare, the bounded labels of field telemetry (releases/rum-ingest.ts).
 */
export function remotesTable(
  config: Pick<EdgeConfig, 'allowRemoteOverrides' | 'releases' | 'rum' | 'metrics' | 'staticRoots'>,
  remotes: RemotesDocuments,
  knownRoutes: Set<string>,
): Middleware {
  const issuePageLoadToken = pageLoadTokens(config);
  return async function remotesTable(ctx, next) {
    if (ctx.path !== '/remotes.json') return next();
    if (config.allowRemoteOverrides) ctx.set(REMOTE_OVERRIDES_HEADER, REMOTE_OVERRIDES_ALLOWED);
    if (!config.releases) {
      const document = await remotes.document();
      // The token makes the answer the visitor's own: never stored by a cache.
      await issuePageLoadToken(ctx, document, 0);
      return sendJson(ctx, 200, document, config.rum ? NO_STORE : NO_CACHE);
    }
    // Resolved per visitor from their sticky bucket, so it is never stored by a cache (docs/deploy.md, "Canary releases").
    const bucket = visitorBucket(ctx);
    const document = await remotes.document(await config.releases.forBucket(bucket));
    for (const entry of Object.values(document)) {
      for (const route of entry.routes ?? []) if (knownRoutes.size < 1000) knownRoutes.add(route.path);
    }
    await issuePageLoadToken(ctx, document, bucket);
    sendJson(ctx, 200, document, NO_STORE);
  };
}
