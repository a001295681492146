/**
 * The two documents the build prerenders (docs/architecture.md, "First paint"): `landing` is the frame
 * with the signed-out landing page, `app` the frame with a placeholder where a signed-in screen goes.
 * The edge picks one per page load by whether the session cookie is there; the page says which it is
 * on its root element, so the first client render can be the very markup the server sent.
 */
export type DocumentKind = 'landing' | 'app';

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['landing', 'app'];

/** `<div id="root" data-document="landing">`: which prerendered document the page is. */
export const DOCUMENT_KIND_ATTRIBUTE = 'data-document';

/** The root element's document kind, or `null` for an empty root (nothing prerendered: render from scratch). */
export function documentKindOf(root: Element | null): DocumentKind | null {
  const value = root?.getAttribute(DOCUMENT_KIND_ATTRIBUTE);
  return root?.firstElementChild && (value === 'landing' || value === 'app') ? value : null;
}
