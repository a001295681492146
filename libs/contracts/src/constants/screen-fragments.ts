/**
 * Screen fragments (docs/architecture.md, "First paint"): a remote's build renders each of its screens'
 * first render (the loading state every page load of it starts with) to HTML, and the edge stitches the
 * one for the page's path into the prerendered app document, so a signed-in page load paints the
 * screen's own frame with the document instead of a spinner. This module is what the three parts (the
 * remote's build, the edge and the shell's page) agree on; it is plain text work, no React.
 */

/** The element of the app document where a signed-in screen goes (the shell's content placeholder). */
export const SCREEN_SLOT_ATTRIBUTE = 'data-screen-slot';
/** Set on the slot when it holds a fragment: the path it was stitched for. */
export const SCREEN_FRAGMENT_ATTRIBUTE = 'data-screen-fragment';
/** The folder of a remote's `dist/` (beside `mf-manifest.json`) holding one fragment per screen. */
export const SCREEN_FRAGMENTS_DIR = 'screens';
/** Largest fragment the edge stitches in; a screen's loading state is a few kilobytes. */
export const SCREEN_FRAGMENT_MAX_BYTES = 64 * 1024;

/** `./HomeScreen` → `screens/HomeScreen.html`, relative to the remote's manifest; null for a name that is not a plain module name. */
export function screenFragmentFile(module: string): string | null {
  const match = /^\.\/([A-Za-z][\w-]*)$/.exec(module);
  return match ? `${SCREEN_FRAGMENTS_DIR}/${match[1]}.html` : null;
}

/**
 * Whether a fragment may go into the document: small, and nothing that runs. The page's
 * Content-Security-Policy would refuse an inline script or handler anyway; this keeps a build that made
 * one from shipping markup the page then breaks on.
 */
export function isStitchableFragment(html: string): boolean {
  if (new TextEncoder().encode(html).length > SCREEN_FRAGMENT_MAX_BYTES) return false;
  return !/<\s*(script|iframe|object|embed|base|meta|link)\b/i.test(html) && !/\son[a-z]+\s*=/i.test(html) && !/javascript:/i.test(html);
}

const SLOT_OPEN = `<div ${SCREEN_SLOT_ATTRIBUTE}="">`;

/** The open tag's start and the slot's end (after its `</div>`) in `documentHtml`, or null when there is not exactly one slot. */
function slotBounds(documentHtml: string): { start: number; contentStart: number; contentEnd: number; end: number } | null {
  const start = documentHtml.indexOf(SLOT_OPEN);
  if (start < 0 || documentHtml.indexOf(SLOT_OPEN, start + 1) >= 0) return null;
  const contentStart = start + SLOT_OPEN.length;
  // React's markup: every <div> has its </div>, and no comment, script or attribute holds one.
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = contentStart;
  let depth = 1;
  for (let tag = tags.exec(documentHtml); tag; tag = tags.exec(documentHtml)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start, contentStart, contentEnd: tag.index, end: tag.index + tag[0].length };
  }
  return null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The app document with the slot's placeholder replaced by a screen's fragment, marked with the path it
 * is for (the page shows it only there), inert and hidden from assistive technology, or null when the document has no single slot or the fragment
 * may not go in. The page hydrates the slot as it finds it (shell: features/first-paint/screen-fragment.ts).
 */
export function stitchScreenFragment(documentHtml: string, fragmentHtml: string, path: string): string | null {
  if (!isStitchableFragment(fragmentHtml)) return null;
  const bounds = slotBounds(documentHtml);
  if (!bounds) return null;
  // A picture of the screen until the screen itself is there: `inert`, it takes no click, focus or key
  // (a button in it has no handler yet); `aria-hidden`, assistive technology (and a test finding things
  // by role) waits for the screen.
  const slot = `<div ${SCREEN_SLOT_ATTRIBUTE}="" ${SCREEN_FRAGMENT_ATTRIBUTE}="${escapeAttribute(path)}" aria-hidden="true" inert="">${fragmentHtml}</div>`;
  return documentHtml.slice(0, bounds.start) + slot + documentHtml.slice(bounds.end);
}
