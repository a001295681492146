import { useEffect, useRef } from 'react';

export interface ChoiceKeyActions {
  first?: () => void;
  second?: () => void;
  skip?: () => void;
  undo?: () => void;
}

/** What each key acts on: the elements the person must be able to see for the key to act. */
export interface ChoiceKeyTargets {
  /** The pair's two options (A/←, B/→ and S act on the pair). */
  pair: () => readonly Element[];
  /** The Undo button (U). */
  undo: () => readonly Element[];
}

/** Where typing means text, or arrow keys move within a control: the shortcuts keep out of the way there. */
function isTypingOrNavigating(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="listbox"], [role="menu"], [role="combobox"], [role="dialog"], [role="tablist"]') !== null;
}

/**
 * Whether the person can see the element: its middle is inside the viewport and nothing is painted over
 * it there (a dialog, a menu, the sticky header of a scrolled page, anything a later change puts on top).
 */
export function isShownToPerson(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return false;
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const view = element.ownerDocument.defaultView;
  if (!view || x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) return false;
  const top = element.ownerDocument.elementFromPoint(x, y);
  return top !== null && element.contains(top);
}

/**
 * Keyboard shortcuts of the choice loop (docs/product/choices.md, Keyboard): A or ← the first option,
 * B or → the second, S skips, U takes back the latest choice. An action left out (nothing on screen to
 * do it to) does nothing; a key with Ctrl, Alt or Meta is the browser's. A key acts only on what the
 * person can see: while the pair (or the Undo button) is scrolled away or anything covers it, the key
 * does nothing, so no key answers a pair nobody saw.
 */
export function useChoiceKeys(actions: ChoiceKeyActions, targets: ChoiceKeyTargets): void {
  // The latest actions and targets, without re-subscribing on every render.
  const current = useRef({ actions, targets });
  current.current = { actions, targets };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.repeat || isTypingOrNavigating(event.target)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const { actions: now, targets: on } = current.current;
      const [action, acting] =
        key === 'a' || key === 'ArrowLeft'
          ? [now.first, on.pair]
          : key === 'b' || key === 'ArrowRight'
            ? [now.second, on.pair]
            : key === 's'
              ? [now.skip, on.pair]
              : key === 'u'
                ? [now.undo, on.undo]
                : [undefined, undefined];
      if (!action || !acting) return;
      const elements = acting();
      if (elements.length === 0 || !elements.every(isShownToPerson)) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
