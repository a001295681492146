import { createGlobalStyle } from 'styled-components';
import { colors, fontSizes, fonts, lineHeights, shadows } from './tokens.ts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.normal};
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  h1, h2, h3, h4, h5, h6 { margin: 0; font-family: ${fonts.heading}; line-height: 1.2; }
  p { margin: 0; }
  a { color: ${colors.brand}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: none; box-shadow: ${shadows.focus}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
