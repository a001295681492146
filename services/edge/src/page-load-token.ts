import { clientNetworkOf, REMOTE_MANIFEST_FILE } from '@alive/service-kit';
import { PAGE_LOAD_TOKEN_HEADER, RUM_SAMPLE_RATE_HEADER } from '@alive/contracts/constants';
import type { RemotesDocument } from '@alive/contracts';
import type { Context } from 'koa';
import type { EdgeConfig } from './edge-options.ts';
import { hasSessionCookie } from './page-documents.ts';
import { clientAddress } from './releases/rum-ingest.ts';
import { createUnversionedBuilds } from './releases/unversioned-builds.ts';
import { visitorId } from './releases/visitor-bucket.ts';

export type IssuePageLoadToken = (ctx: Context, document: RemotesDocument, bucket: number) => Promise<void>;

/**
 * The page load's signed token (docs/deploy.md, "Only real page loads report"), sent with the
 * `/remotes.json` it got: what this answer served, so the page's telemetry can speak for those
 * versions and nothing else. Without field telemetry (`rum`) no token is issued.
 */
export function pageLoadTokens(config: Pick<EdgeConfig, 'rum' | 'metrics' | 'staticRoots'>): IssuePageLoadToken {
  // The builds served without a version, named in the tokens so their telemetry counts under them.
  const unversionedBuilds = createUnversionedBuilds(config.staticRoots.remotes);

  /** Remote name → the version this document serves of it (`build:<id>` for this edge's own unversioned build). */
  const servedBy = async (document: RemotesDocument) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(document).map(async ([name, entry]): Promise<[string, string]> => [
          name,
          // One served from elsewhere (REMOTE_<NAME>_URL) without a version stays '' and does not count.
          entry.version ?? (entry.manifest === `/remotes/${name}/${REMOTE_MANIFEST_FILE}` ? await unversionedBuilds.label(name) : null) ?? '',
        ]),
      ),
    );

  return async function issuePageLoadToken(ctx, document, bucket) {
    const { rum, metrics } = config;
    if (!rum) return;
    ctx.set(RUM_SAMPLE_RATE_HEADER, String(rum.sampleRate));
    // Past its network's share of tokens a page still loads; it only does not report (docs/deploy.md,
    // "Only real page loads report"): what one network can store stays bounded.
    if (rum.perNetworkTokens.hit(clientNetworkOf(clientAddress(ctx))) !== null) {
      metrics?.pageTokensWithheld.inc();
      return;
    }
    const served = await servedBy(document);
    const { token } = rum.tokens.issue({ bucket, visitor: visitorId(ctx), signedIn: hasSessionCookie(ctx.get('Cookie')), served, clientAddress: clientAddress(ctx) });
    ctx.set(PAGE_LOAD_TOKEN_HEADER, token);
    metrics?.pageTokens.inc();
  };
}
