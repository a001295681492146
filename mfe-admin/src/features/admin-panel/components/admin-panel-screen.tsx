import { Badge, Button, buttonLook, Card, colors, fontSizes, media, PageHeader, ScreenPage, space } from '@alive/ui';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import styled from 'styled-components';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { AiRecommendationsPanel } from '../../ai-recommendations/index.ts';
import { SmartEnginePanel } from '../../smart-choice-pairs/index.ts';
import { ChoicePairsSection } from './choice-pairs-section.tsx';
import { TagHierarchySection } from './tag-hierarchy-section.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[5]};
  ${media.md} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`;

const OwnScreens = styled.p`
  margin: ${space[3]} 0 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Menu = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[2]};
  align-self: start;
`;

const SECTIONS = [
  { id: 'choice-pairs', label: 'Choice Pairs' },
  { id: 'ai-recommendations', label: 'AI Recommendations' },
  { id: 'smart-engine', label: 'Smart Engine' },
  { id: 'tag-hierarchy', label: 'Tag Hierarchy' },
] as const;

// A phone shows the menu's entries side by side, wrapping, so the list is not pushed a screen down.
const MenuList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  ${media.md} {
    flex-direction: column;
    flex-wrap: nowrap;
  }
`;

type SectionId = (typeof SECTIONS)[number]['id'];

/**
 * Every other admin screen, so each is a click away from here (the bar links only some; routes.ts).
 * AI Recommendations and Smart Engine are sections above, the same panels as their screens: listed once.
 */
const SCREENS = [
  { to: '/analytics', label: 'Engagement' },
  { to: '/admin-analytics', label: 'Website Analytics' },
  { to: '/admin-content', label: 'Content Management' },
  { to: '/admin/releases', label: 'Releases' },
] as const;

const MenuHeading = styled.h2`
  margin: ${space[3]} ${space[2]} ${space[1]};
  ${media.md} {
    text-align: center;
  }
  font-size: ${fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${colors.textMuted};
`;

const ScreenLink = styled(Link)`
  ${buttonLook({ variant: 'ghost' })}
`;


/**
 * The Admin Panel: a left menu of four sections and links to every other admin screen, and the Admin
 * Access badge (docs/product/admin.md, Admin Panel).
 */
export default function AdminPanelScreen() {
  const [section, setSection] = useState<SectionId>('choice-pairs');
  return (
    <AdminOnly>
      <ScreenPage>
        <PageHeader eyebrow="Administration" title="Admin Panel" description="Curate the choice pairs people are asked." actions={<Badge variant="brand">Admin Access</Badge>}
        />
        <Layout>
          <Menu>
            <nav aria-label="Admin sections">
              <MenuList>
                {SECTIONS.map((item) => (
                  <Button
                    key={item.id}
                    variant={section === item.id ? 'secondary' : 'ghost'}
                    aria-current={section === item.id ? 'page' : undefined}
                    onClick={() => setSection(item.id)}
                  >
                    {item.label}
                  </Button>
                ))}
              </MenuList>
            </nav>
            <nav aria-labelledby="admin-screens-heading">
              <MenuHeading id="admin-screens-heading">Admin screens</MenuHeading>
              <MenuList>
                {SCREENS.map((screen) => (
                  <ScreenLink key={screen.to} to={screen.to}>
                    {screen.label}
                  </ScreenLink>
                ))}
              </MenuList>
            </nav>
            {/* The two sections are the menu's one entry each; their own screens (in /remotes.json)
                stay one click away, as every screen must (docs/product/platform.md). */}
            <OwnScreens>
              Also on their own screens: <Link to="/ai-recommendations">AI Recommendations</Link> ·{' '}
              <Link to="/smart-choice-pairs">Smart Engine</Link>
            </OwnScreens>
          </Menu>
          <div>
            {section === 'choice-pairs' ? <ChoicePairsSection /> : null}
            {section === 'ai-recommendations' ? (
              <section aria-labelledby="ai-section-heading">
                <h2 id="ai-section-heading">AI Recommendations</h2>
                <AiRecommendationsPanel headingLevel={3} />
              </section>
            ) : null}
            {section === 'smart-engine' ? (
              <section aria-labelledby="smart-section-heading">
                <h2 id="smart-section-heading">Smart Engine</h2>
                <SmartEnginePanel headingLevel={3} />
              </section>
            ) : null}
            {section === 'tag-hierarchy' ? <TagHierarchySection /> : null}
          </div>
        </Layout>
      </ScreenPage>
    </AdminOnly>
  );
}
