/**
 * Design tokens of the A.L.I.V.E design system. Components read these directly (not only through
 * ThemeProvider) so a remote rendered in isolation — a unit test, a storybook — still looks right;
 * `AliveThemeProvider` exposes the same object as the styled-components theme for app code.
 */
export const colors = {
  brand: '#5b4bdb',
  brandHover: '#4a3bc4',
  brandActive: '#3d2fab',
  brandSoft: '#eeebff',
  brandSofter: '#f6f4ff',
  accent: '#f26b5b',
  accentSoft: '#ffe9e5',
  background: '#f7f7fb',
  surface: '#ffffff',
  surfaceMuted: '#f1f1f7',
  surfaceInverse: '#17172b',
  border: '#e3e3ee',
  borderStrong: '#c9c9da',
  text: '#1b1b2f',
  textMuted: '#55556f',
  textSubtle: '#65657f',
  textInverse: '#ffffff',
  overlay: 'rgba(17, 17, 38, 0.55)',
  /** Status colours (docs/product/platform.md, Toasts and tooltips: complete green, incomplete yellow, missing red). */
  success: '#15803d',
  successSoft: '#dcfce7',
  successSolid: '#22c55e',
  warning: '#a16207',
  warningSoft: '#fef9c3',
  warningSolid: '#eab308',
  danger: '#b91c1c',
  dangerSoft: '#fee2e2',
  dangerSolid: '#ef4444',
  info: '#1d4ed8',
  infoSoft: '#dbeafe',
} as const;

/** One colour per A.L.I.V.E letter, in code order (Authentic, Life, Intentional, Vitality, Empowerment). */
export const aliveLetterColors = ['#5b4bdb', '#e2557a', '#f08c2e', '#1fa672', '#2f7fd8'] as const;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
  20: '80px',
} as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' } as const;

export const fonts = {
  body: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading:
    "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
  '4xl': '36px',
  '5xl': '48px',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 } as const;
export const lineHeights = { tight: 1.2, snug: 1.35, normal: 1.55 } as const;

export const shadows = {
  sm: '0 1px 2px rgba(23, 23, 43, 0.06)',
  md: '0 4px 12px rgba(23, 23, 43, 0.08), 0 1px 3px rgba(23, 23, 43, 0.06)',
  lg: '0 12px 32px rgba(23, 23, 43, 0.14), 0 2px 6px rgba(23, 23, 43, 0.08)',
  focus: '0 0 0 3px rgba(91, 75, 219, 0.35)',
} as const;

/** Mobile first: base styles target 375 px; these widen the layout up to the 1280 px desktop. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

export const zIndices = { header: 20, overlay: 40, dialog: 50, toast: 60, tooltip: 70 } as const;
export const transitions = { fast: '120ms ease', normal: '200ms ease' } as const;
export const layout = { maxContentWidth: '1200px' } as const;

export const theme = {
  colors,
  aliveLetterColors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  breakpoints,
  media,
  zIndices,
  transitions,
  layout,
} as const;

export type AliveTheme = typeof theme;
