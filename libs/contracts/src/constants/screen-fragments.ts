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
/**
 * The remote's screens bundle for Node, in its `dist/` beside the fragments: the edge renders a screen
 * with a person's answers from it (and never serves it).
 */
export const SCREEN_RENDERER_FILE = `${SCREEN_FRAGMENTS_DIR}/render.cjs`;
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

/**
 * A screen with the person's data (docs/architecture.md, "First paint"): when the path's route declares
 * the reads its first render shows (RemoteRoute `reads`), the edge asks them with the person's cookie,
 * renders the screen with the answers and puts the answers in the document beside it, in a JSON block
 * the page puts into its query cache before the screen renders, so the screen renders what the picture
 * shows instead of loading it again.
 */
export const SCREEN_DATA_ELEMENT_ID = 'alive-screen-data';

/** One read's answer, at the address it was read from. */
export interface ScreenRead {
  path: string;
  data: unknown;
}

/** What the JSON block holds: the path the screen was rendered for, and the answers it was rendered with. */
export interface ScreenData {
  path: string;
  reads: ScreenRead[];
}

/**
 * JSON that stays JSON inside a `<script>` element: no `<` (so no `</script>` or `<!--` ends it early)
 * and no U+2028/U+2029; `JSON.parse` gives back the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The document with the screen's data block before its `</body>` (outside the element the page
 * hydrates), or null when it has no single `</body>`. A data block is not a script the browser runs,
 * so the page's Content-Security-Policy has nothing to allow.
 */
export function withScreenData(documentHtml: string, data: ScreenData): string | null {
  const end = documentHtml.indexOf('</body>');
  if (end < 0 || documentHtml.indexOf('</body>', end + 1) >= 0) return null;
  const block = `<script type="application/json" id="${SCREEN_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  return documentHtml.slice(0, end) + block + documentHtml.slice(end);
}
