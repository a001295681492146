import { useEffect, useState, useSyncExternalStore } from 'react';
import { GREAT_CHOICE_SHOWN_MS } from '@alive/domain';

/**
 * "Great Choice!" after each choice (docs/product/choices.md, Choice flow): visible for
 * GREAT_CHOICE_SHOWN_MS from the latest choice. It only says so; the next pair is answerable throughout.
 * Its state lives outside the home screen's, so a tap re-renders the badge alone in the tap's own frame
 * while the rest of the choice renders as a transition (a phone's INP, docs/performance.md).
 */
export interface GreatChoiceOverlay {
  show(): void;
  /** The number of choices it was shown for so far while visible, 0 while hidden. */
  shown(): number;
  subscribe(listener: () => void): () => void;
}

function createOverlay(): GreatChoiceOverlay & { dispose(): void } {
  const listeners = new Set<() => void>();
  let count = 0;
  let shown = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: number) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  return {
    show() {
      clearTimeout(timer);
      count += 1;
      set(count);
      timer = setTimeout(() => set(0), GREAT_CHOICE_SHOWN_MS);
    },
    shown: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => clearTimeout(timer),
  };
}

export function useGreatChoiceOverlay(): GreatChoiceOverlay {
  const [overlay] = useState(createOverlay);
  useEffect(() => () => overlay.dispose(), [overlay]);
  return overlay;
}

/** Which showing of the badge is on screen (0: none); keyed by it, a quick second choice starts it again. */
export function useGreatChoiceShown(overlay: GreatChoiceOverlay): number {
  return useSyncExternalStore(overlay.subscribe, overlay.shown, () => 0);
}
