import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out: every box is 0 × 0 and `document.elementFromPoint` does not exist, so the
 * keyboard shortcuts, which act only on a pair the person can see (hooks/use-choice-keys.ts), would
 * never act. This gives the pair's options and the Undo button boxes inside the viewport, one below
 * the other, and a hit test over them. A test can put something over the pair (`cover`) or scroll the
 * pair out of view (`scrollAway`).
 */
export interface PairLayout {
  /** From now on this element is painted on top of everything (null: nothing is). */
  cover(element: Element | null): void;
  /** Moves every laid-out box above the viewport, as when the page is scrolled down past the pair. */
  scrollAway(away: boolean): void;
}

const ROW_HEIGHT = 100;
/** The laid-out elements, top to bottom. */
const LAID_OUT = ['[data-choice-option="A"]', '[data-choice-option="B"]', '[data-undo-choice]'];

export function installPairLayout(): PairLayout {
  let covering: Element | null = null;
  let offset = 0;
  const original = Element.prototype.getBoundingClientRect;

  const rowOf = (element: Element) => LAID_OUT.findIndex((selector) => element.matches(selector));
  const boxOf = (row: number) => new DOMRect(0, offset + ROW_HEIGHT * (row + 1), 300, ROW_HEIGHT - 10);

  beforeEach(() => {
    covering = null;
    offset = 0;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = rowOf(this);
      return row === -1 ? original.call(this) : boxOf(row);
    });
    document.elementFromPoint = (x: number, y: number) => {
      if (covering) return covering;
      for (const element of document.querySelectorAll(LAID_OUT.join(', '))) {
        const box = boxOf(rowOf(element));
        if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) return element;
      }
      return document.body;
    };
  });
  afterEach(() => {
    vi.mocked(Element.prototype.getBoundingClientRect).mockRestore();
    delete (document as { elementFromPoint?: unknown }).elementFromPoint;
  });

  return {
    cover(element) {
      covering = element;
    },
    scrollAway(away) {
      offset = away ? -10 * ROW_HEIGHT : 0;
    },
  };
}
