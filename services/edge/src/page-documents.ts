import { SESSION_COOKIE_NAME } from '@alive/service-kit';

/**
 * The shell's prerendered documents (docs/architecture.md, "First paint"): the frame with the signed-out
 * landing page, and the frame with a placeholder where a signed-in screen goes. Both are the same for
 * everybody; which one a page load gets depends on the request's cookies.
 */
export const LANDING_DOCUMENT = '/index.html';
export const APP_DOCUMENT = '/app.html';

/**
 * A page load's answer depends on the Cookie header, so a cache must keep one copy per cookie, never
 * hand the one a signed-in person got to someone signed out (or the other way round).
 */
export const PAGE_DOCUMENT_VARY = 'Cookie';

/** Whether the Cookie header carries a non-empty session cookie (its signature and record are not checked). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === SESSION_COOKIE_NAME && pair.slice(at + 1).trim() !== '';
  });
}

/**
 * The documents to try for a page load, best first. The cookie is a hint only: the page asks
 * `/api/auth/user` as always and corrects itself (an expired session shows the landing page). A build
 * from before the app document existed has only `index.html`, which every load then gets.
 */
export function pageDocumentsFor(cookieHeader: string | undefined): readonly string[] {
  return hasSessionCookie(cookieHeader) ? [APP_DOCUMENT, LANDING_DOCUMENT] : [LANDING_DOCUMENT];
}
