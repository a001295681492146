import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Width of an element, kept current with ResizeObserver, so the SVG chart draws at real pixel size
 * (text stays legible at 375 px instead of being scaled down with a viewBox). Falls back to
 * `fallback` where ResizeObserver or layout is unavailable (tests, very old browsers).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = element.getBoundingClientRect().width;
    if (measured > 0) setWidth(Math.round(measured));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width ?? 0;
      if (next > 0) setWidth(Math.round(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, width };
}
