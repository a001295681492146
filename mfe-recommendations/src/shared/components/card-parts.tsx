import { Badge, colors, fontSizes, fontWeights, media, radii, shadows, space } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Building blocks of the recommendation cards, so every screen's cards read alike. */

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  /* A phone shows one card and the top of the next: the browser lays out and paints the cards after
     those only as they come near the screen (docs/performance.md, "Phones: Lighthouse mobile"). The
     size stands in until a card was rendered once, then its own is remembered. */
  > li:nth-child(n + 3) {
    content-visibility: auto;
    contain-intrinsic-size: auto 420px;
  }
`;

export const ItemCard = styled.article`
  display: flex;
  flex-direction: column;
  /* A little tighter on a phone, where the hub's first card has to end on the first screen even with a
     three-line title and a place (docs/product/recommendations.md, Hub). */
  gap: ${space[2]};
  height: 100%;
  padding: ${space[4]};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  min-width: 0;
  ${media.sm} { gap: ${space[3]}; padding: ${space[5]}; }
`;

/**
 * A card's title: h3 under a section's h2 (the hub's tabs); `as="h2"` on screens whose cards follow the
 * page's h1 directly, so headings never skip a level (axe heading-order).
 */
export const ItemTitle = styled.h3`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  line-height: 1.3;
  color: ${colors.text};
  overflow-wrap: anywhere;
`;

export const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
  & > :first-child { min-width: 0; }
  /* The badge beside the title keeps its full text; the title wraps instead. */
  & > :last-child:not(:first-child) { flex: none; }
`;

export const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

/** A card's description on a phone: three lines, then Show more, so its buttons stay near its title. */
export const DESCRIPTION_LINES_ON_A_PHONE = 3;

export const ItemText = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

/** Label / value pairs (cost, time, year …) in a compact row. */
export const FactList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  font-size: ${fontSizes.sm};
  & > div { display: flex; gap: 6px; min-width: 0; }
  dt { color: ${colors.textSubtle}; }
  dd { margin: 0; font-weight: ${fontWeights.medium}; color: ${colors.text}; overflow-wrap: anywhere; }
`;

const ReasonBox = styled.div`
  padding: ${space[3]};
  border-radius: ${radii.md};
  background: ${colors.brandSofter};
  font-size: ${fontSizes.sm};
  color: ${colors.text};
  strong { display: block; margin-bottom: 2px; font-size: ${fontSizes.xs}; font-weight: ${fontWeights.bold}; color: ${colors.brandActive}; }
`;

/** Why the engine picked it (the reasoning sentence). */
export function Reasoning({ heading = 'Why this fits you', children }: { heading?: string; children: ReactNode }) {
  return (
    <ReasonBox data-testid="reasoning">
      <strong>{heading}</strong>
      {children}
    </ReasonBox>
  );
}

const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li { max-width: 100%; min-width: 0; }
`;

/** A list of short labels (tags, platforms, patterns). */
export function Chips({ items, label, variant = 'neutral', extra }: { items: readonly string[]; label: string; variant?: 'neutral' | 'brand' | 'outline'; extra?: ReactNode }) {
  return (
    <ChipList aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item}-${index}`}>
          <Badge variant={variant}>{item}</Badge>
        </li>
      ))}
      {extra ? <li>{extra}</li> : null}
    </ChipList>
  );
}

/** The card's buttons, pushed to its bottom so a row of cards lines up. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-top: auto;
  padding-top: ${space[2]};
`;

export const SectionTitle = styled.h2`
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  color: ${colors.text};
`;

export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
`;
