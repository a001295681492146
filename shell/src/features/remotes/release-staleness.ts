let check: () => boolean = () => false;

/**
 * Whether this page should load afresh on its next navigation: asked on every navigation
 * (use-full-load-after-release-change.ts), answered by the release watch once it runs (release-drift.ts),
 * which starts after the first screen and so stays out of the start-up JavaScript.
 */
export const releasesAreStale = (): boolean => check();

/** The release watch's own answer, from when it starts. */
export function answerReleasesAreStale(isStale: () => boolean): void {
  check = isStale;
}
