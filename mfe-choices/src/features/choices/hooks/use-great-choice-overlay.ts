import { useCallback, useEffect, useRef, useState } from 'react';
import { GREAT_CHOICE_OVERLAY_MS } from '@alive/domain';

/** The "Great Choice!" overlay: visible for 1 s after each successful choice (docs/product/choices.md, Choice flow). */
export function useGreatChoiceOverlay(): { visible: boolean; show: () => void } {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), GREAT_CHOICE_OVERLAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { visible, show };
}
