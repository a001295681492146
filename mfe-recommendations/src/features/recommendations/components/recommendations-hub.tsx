import { colors, fontSizes, fontWeights, radii, shadows, space, transitions } from '@alive/ui';
import { BookmarkIcon, CpuIcon, FilmIcon, SparkIcon, TargetIcon } from '@alive/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMyList } from '../../../shared/api/my-list.ts';
import { SectionHead, SectionTitle } from '../../../shared/components/card-parts.tsx';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';

/** The other recommendation screens, reachable from /recommendations (docs/product/recommendations.md, Hub). */
export const HUB_LINKS: readonly { to: string; label: string; hint: string; icon: ReactNode }[] = [
  { to: '/personalized-recommendations', label: 'Personalized', hint: 'Actionable ideas for you', icon: <TargetIcon size={18} /> },
  { to: '/enhanced-recommendations', label: 'Enhanced', hint: 'Films, series and books', icon: <FilmIcon size={18} /> },
  { to: '/smart-recommendations', label: 'Smart', hint: 'New choice pairs to try', icon: <SparkIcon size={18} /> },
  { to: '/ai-insights', label: 'AI Insights', hint: 'Patterns in your choices', icon: <CpuIcon size={18} /> },
  { to: '/my-list', label: 'My list', hint: 'Liked, saved and to try', icon: <BookmarkIcon size={18} /> },
];

const Section = styled.section`
  margin-top: ${space[8]};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Tile = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${space[2]};
  align-items: center;
  height: 100%;
  padding: ${space[3]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  text-decoration: none;
  transition: border-color ${transitions.fast}, box-shadow ${transitions.fast};
  &:hover { border-color: ${colors.brand}; box-shadow: ${shadows.sm}; }
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; }
  svg { grid-row: span 2; color: ${colors.brand}; }
  strong { font-size: ${fontSizes.sm}; font-weight: ${fontWeights.semibold}; }
  span { font-size: ${fontSizes.xs}; color: ${colors.textMuted}; overflow-wrap: anywhere; }
`;

/**
 * Links to every other recommendation screen, below the list (the list is the screen's task); My list
 * says how many items it holds once known, and View Specific Content is the second way into the
 * personalized screen (docs/product/recommendations.md, Hub).
 */
export function RecommendationsHub() {
  const myList = useMyList();
  const saved = myList.data?.items.filter((item) => item.liked || item.bookmarked || item.toTry).length;
  return (
    <Section aria-labelledby="recommendation-screens">
      <SectionHead>
        <SectionTitle id="recommendation-screens">More recommendation screens</SectionTitle>
        <RouterLinkButton to="/specific-content-recommendations" variant="outline">
          View Specific Content
        </RouterLinkButton>
      </SectionHead>
      <nav aria-label="Recommendation screens">
        <Grid>
          {HUB_LINKS.map((link) => (
            <li key={link.to}>
              <Tile to={link.to}>
                {link.icon}
                <strong>
                  {link.label}
                  {link.to === '/my-list' && saved ? ` (${saved})` : null}
                </strong>
                <span>{link.hint}</span>
              </Tile>
            </li>
          ))}
        </Grid>
      </nav>
    </Section>
  );
}
