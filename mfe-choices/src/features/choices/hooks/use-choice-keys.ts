import { useEffect, useRef } from 'react';

export interface ChoiceKeyActions {
  first?: () => void;
  second?: () => void;
  skip?: () => void;
  undo?: () => void;
}

/** Where typing means text, or arrow keys move within a control: the shortcuts keep out of the way there. */
function isTypingOrNavigating(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="listbox"], [role="menu"], [role="combobox"], [role="dialog"], [role="tablist"]') !== null;
}

/**
 * Keyboard shortcuts of the choice loop (docs/product/choices.md, Keyboard): A or ← the first option,
 * B or → the second, S skips, U takes back the latest choice. An action left out (nothing on screen to
 * do it to) does nothing; a key with Ctrl, Alt or Meta is the browser's.
 */
export function useChoiceKeys(actions: ChoiceKeyActions): void {
  // The latest actions, without re-subscribing on every render.
  const current = useRef(actions);
  current.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.repeat || isTypingOrNavigating(event.target)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action =
        key === 'a' || key === 'ArrowLeft'
          ? current.current.first
          : key === 'b' || key === 'ArrowRight'
            ? current.current.second
            : key === 's'
              ? current.current.skip
              : key === 'u'
                ? current.current.undo
                : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
