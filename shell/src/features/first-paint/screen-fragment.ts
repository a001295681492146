import { SCREEN_FRAGMENT_ATTRIBUTE, SCREEN_SLOT_ATTRIBUTE } from '@alive/contracts/constants';

/**
 * The screen fragment the edge stitched into this page's document, if any (docs/architecture.md, "First
 * paint"): the first render of the path's screen, painted with the document. The content placeholder
 * keeps showing it, as it was painted, until the screen itself renders in its place; it is the page's
 * first address's only, so it is dropped as soon as the page goes anywhere else.
 */
export interface ScreenFragment {
  /** The path the edge stitched it for. */
  path: string;
  /** Its markup, as the document holds it (the page hydrates the slot with exactly this). */
  html: string;
}

let fragment: ScreenFragment | null = null;

/** Reads the fragment from the document's slot, before the page hydrates it. */
export function takeScreenFragment(container: ParentNode): ScreenFragment | null {
  const slot = container.querySelector(`[${SCREEN_SLOT_ATTRIBUTE}][${SCREEN_FRAGMENT_ATTRIBUTE}]`);
  const path = slot?.getAttribute(SCREEN_FRAGMENT_ATTRIBUTE);
  fragment = slot && path ? { path, html: slot.innerHTML } : null;
  return fragment;
}

/** The fragment to show at `pathname`, or null (none, another path's, or dropped). */
export function screenFragmentAt(pathname: string): ScreenFragment | null {
  return fragment && fragment.path === pathname ? fragment : null;
}

/** The page has moved on from its first address: no placeholder shows the fragment again. */
export function dropScreenFragment(): void {
  fragment = null;
}
