import { describe, expect, it } from 'vitest';
import { REMOVAL_SLICE_MS, removeInSlices } from './remove-in-slices.ts';

/** A clock that moves 1 ms per reading, and runs scheduled steps only when told to. */
function steppedClock() {
  let time = 0;
  const queue: (() => void)[] = [];
  return {
    now: () => (time += 1),
    schedule: (step: () => void) => void queue.push(step),
    runNext: () => queue.shift()?.(),
    get pending() {
      return queue.length;
    },
  };
}

function picture(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<style>.sf-a{color:red}</style><div class="sf-a"><h1>Your groups</h1><ul>${'<li><a href="#">x</a></li>'.repeat(20)}</ul></div>`;
  return root;
}

function nodesUnder(node: Node): number {
  return [...node.childNodes].reduce((count, child) => count + 1 + nodesUnder(child), 0);
}

describe('removeInSlices', () => {
  it('takes a few nodes out per slice, yielding between slices, leaves the top-level style for last and then says it is done', () => {
    const root = picture();
    const before = nodesUnder(root);
    const clock = steppedClock();
    let done = false;
    removeInSlices(root, () => (done = true), clock);
    // Nothing happens in the caller's task.
    expect(nodesUnder(root)).toBe(before);
    const counts: number[] = [];
    while (clock.pending > 0) {
      clock.runNext();
      counts.push(nodesUnder(root));
    }
    expect(done).toBe(true);
    // Each slice took out at most what fits in its time, and there were many slices.
    const removedPerSlice = counts.map((count, index) => (index === 0 ? before : counts[index - 1]!) - count);
    expect(Math.max(...removedPerSlice)).toBeLessThanOrEqual(REMOVAL_SLICE_MS);
    expect(counts.length).toBeGreaterThan(10);
    // Only the style is left (with its text), for the element's own removal.
    expect(root.childNodes).toHaveLength(1);
    expect(root.firstChild?.nodeName).toBe('STYLE');
  });
});
