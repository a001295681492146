/** When a slice is over, and how the next one is scheduled (tests step it by hand). */
export interface SliceClock {
  now(): number;
  schedule(step: () => void): void;
}

const browserClock: SliceClock = { now: () => performance.now(), schedule: (step) => setTimeout(step, 0) };

export const REMOVAL_SLICE_MS = 4;

/**
 * Empties an element a few nodes at a time, yielding between slices, then calls `done`. The screen's
 * picture (content-placeholder.tsx) leaves this way: taken out in one piece inside React's commit, its
 * few hundred elements were one long task on a phone (docs/performance.md, "Phones: Lighthouse mobile").
 * Leaves go first, so each removal is one node; the element's own `<style>` children stay for last
 * (they leave with the element), since a style sheet leaving restyles the page.
 */
export function removeInSlices(root: Node, done: () => void, clock: SliceClock = browserClock): void {
  const step = () => {
    const until = clock.now() + REMOVAL_SLICE_MS;
    for (let node = deepestLast(root); node; node = deepestLast(root)) {
      node.parentNode?.removeChild(node);
      if (clock.now() >= until) {
        clock.schedule(step);
        return;
      }
    }
    done();
  };
  clock.schedule(step);
}

/** The deepest last node under `root`, skipping `root`'s own `<style>` children; null when only those are left. */
function deepestLast(root: Node): Node | null {
  let child = root.lastChild;
  while (child && child.nodeName === 'STYLE') child = child.previousSibling;
  if (!child) return null;
  while (child.lastChild) child = child.lastChild;
  return child;
}
