import { join } from 'node:path';
import { withScreenData } from '@alive/contracts/constants';
import type { Context, Middleware } from 'koa';
import { NO_CACHE, NO_STORE } from './cache-policy.ts';
import { APP_DOCUMENT, PAGE_DOCUMENT_VARY, pageDocumentsFor } from './page-documents.ts';
import type { PageExtras } from './page-extras.ts';
import type { RemotesDocuments } from './remotes-table.ts';
import { linkHeaderOf } from './route-preload.ts';
import { stitchedAppDocuments } from './screen-fragments.ts';
import { sendJson } from './send-json.ts';
import { looksLikeAsset, sendStaticFile } from './static-files.ts';

/** A page the edge put together (the app document with the screen stitched in), sent whole. */
function sendPage(ctx: Context, html: string, cacheControl: string): void {
  ctx.status = 200;
  ctx.set('Cache-Control', cacheControl);
  ctx.type = 'text/html; charset=utf-8';
  // Koa sends no body for HEAD, with the length the GET would have.
  ctx.body = html;
}

/**
 * The last step of the Koa chain: the shell's files, and for every other path (an app route, known or
 * not: the shell shows its own 404) the page: the prerendered document for who the cookie says it is
 * (page-documents.ts; docs/architecture.md, "First paint"), for a signed-in visitor with their screen
 * stitched in, rendered with their data when it comes in time (page-extras.ts).
 */
export function shellPages(shellRoot: string, remotes: RemotesDocuments, extras: PageExtras): Middleware {
  const stitchedAppDocument = stitchedAppDocuments();
  const appDocumentFile = join(shellRoot, APP_DOCUMENT);

  /** Sends the app document with the visitor's screen in it; false when there is none (the prerendered documents go then). */
  async function appPage(ctx: Context): Promise<boolean> {
    const visitorRemotes = remotes.forVisitor(ctx);
    // Nothing to render for a HEAD: it gets the headers a GET would have without the person's data.
    const rendered = ctx.method === 'GET' ? extras.withData(ctx, visitorRemotes) : Promise.resolve(null);
    const { preloads, fragment } = await extras.screen(ctx, visitorRemotes);
    if (preloads.length > 0) ctx.set('Link', linkHeaderOf(preloads));
    const withData = await rendered;
    const stitchedWithData = withData && (await stitchedAppDocument(appDocumentFile, withData.html, ctx.path));
    const personal = stitchedWithData && withScreenData(stitchedWithData, withData.data);
    if (personal) {
      // The person's own answers: never kept by a cache, as their API answers are not.
      sendPage(ctx, personal, NO_STORE);
      return true;
    }
    const stitched = fragment === null ? null : await stitchedAppDocument(appDocumentFile, fragment, ctx.path);
    if (stitched === null) return false;
    sendPage(ctx, stitched, NO_CACHE);
    return true;
  }

  return async function shell(ctx) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return sendJson(ctx, 405, { message: 'Method Not Allowed' });
    if (ctx.path !== '/' && (await sendStaticFile(ctx, shellRoot, ctx.path))) return;
    // Unknown assets are real 404s; app routes (including unknown ones — the shell shows its 404) get the page.
    if (looksLikeAsset(ctx.path)) return sendJson(ctx, 404, { message: `Not found: ${ctx.path}` });
    ctx.vary(PAGE_DOCUMENT_VARY);
    const documents = pageDocumentsFor(ctx.get('Cookie'));
    if (documents[0] === APP_DOCUMENT && (await appPage(ctx))) return;
    for (const document of documents) if (await sendStaticFile(ctx, shellRoot, document)) return;
    sendJson(ctx, 503, { message: 'The shell is not built yet (run the shell build)' });
  };
}
