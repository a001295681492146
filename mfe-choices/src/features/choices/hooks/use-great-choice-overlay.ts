import { useCallback, useEffect, useRef, useState } from 'react';
import { GREAT_CHOICE_SHOWN_MS } from '@alive/domain';

/**
 * "Great Choice!" after each choice (docs/product/choices.md, Choice flow): visible for
 * GREAT_CHOICE_SHOWN_MS from the latest choice. It only says so; the next pair is answerable throughout.
 */
export function useGreatChoiceOverlay(): { visible: boolean; show: () => void } {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), GREAT_CHOICE_SHOWN_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { visible, show };
}
