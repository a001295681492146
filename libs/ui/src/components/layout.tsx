import styled from 'styled-components';
import { layout, media, space } from '../theme/tokens.ts';

/** Centered page column: 16 px gutters on a 375 px phone, up to 1200 px wide on desktop. */
export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxContentWidth};
  margin: 0 auto;
  padding: 0 ${space[4]};
  ${media.md} { padding: 0 ${space[6]}; }
  ${media.lg} { padding: 0 ${space[8]}; }
`;

/** Responsive card grid: one column on phones, `$columns` from the md breakpoint. */
export const Grid = styled.div<{ $columns?: number; $gap?: keyof typeof space }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => space[p.$gap ?? 4]};
  ${media.md} { grid-template-columns: repeat(${(p) => Math.min(p.$columns ?? 2, 2)}, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(${(p) => p.$columns ?? 2}, minmax(0, 1fr)); }
`;

/** A list laid out as a vertical stack, without bullets or indents (cards of items, rows of bars). */
export const StackList = styled.ul<{ $gap?: keyof typeof space }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => space[p.$gap ?? 3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A vertical stack of blocks a fixed gap apart (the sections of a tab, the cards of a list); `as` picks the element. */
export const Stack = styled.div<{ $gap?: keyof typeof space }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => space[p.$gap ?? 4]};
  min-width: 0;
`;
