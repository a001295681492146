import type { ReactNode, SVGProps } from 'react';

/**
 * The frame every line icon is drawn in (24 × 24, stroke = currentColor). Icons are inline SVG rather
 * than emoji so they look the same on every platform, including browsers without a colour-emoji font.
 * Decorative: hidden from assistive technology; the text next to them carries the meaning.
 */
export function LineIcon({ children, size = 20, ...rest }: SVGProps<SVGSVGElement> & { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'inline-block', flex: 'none', verticalAlign: 'middle' }}
      {...rest}
    >
      {children}
    </svg>
  );
}
