/** The longest the page's scripts wait for the document's first paint (a hidden tab paints no frame). */
export const FIRST_PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame (a task queued from `requestAnimationFrame` runs
 * after that frame), or after FIRST_PAINT_WAIT_MS, whichever is first. The shell starts its scripts
 * after it (index.ts): the prerendered document then paints before React, styled-components and the
 * Module Federation runtime are evaluated, instead of after, when the scripts are already there (a
 * cold load on localhost): in docs/performance.md, "First paint", the landing's first paint waited
 * about 80 ms for them, and this brings it to where a document without scripts paints.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
