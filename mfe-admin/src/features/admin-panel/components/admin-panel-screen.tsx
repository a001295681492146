import { Badge, Button, buttonLook, Card, media, PageHeader, ScreenPage, space } from '@alive/ui';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import styled from 'styled-components';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { AiRecommendationsPanel } from '../../ai-recommendations/components/ai-recommendations-panel.tsx';
import { SmartEnginePanel } from '../../smart-choice-pairs/components/smart-engine-panel.tsx';
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

type SectionId = (typeof SECTIONS)[number]['id'];

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

// The remotes' releases have a screen of their own (docs/product/admin.md, Releases).
const ReleasesLink = styled(Link)`
  ${buttonLook({ variant: 'outline', size: 'sm' })}
`;

/** The Admin Panel: a left menu of four sections and the Admin Access badge (docs/product/admin.md, Admin Panel). */
export default function AdminPanelScreen() {
  const [section, setSection] = useState<SectionId>('choice-pairs');
  return (
    <AdminOnly>
      <ScreenPage>
        <PageHeader eyebrow="Administration" title="Admin Panel" description="Curate the choice pairs people are asked." actions={
            <HeaderActions>
              <Badge variant="brand">Admin Access</Badge>
              <ReleasesLink to="/admin/releases">Releases</ReleasesLink>
            </HeaderActions>
          }
        />
        <Layout>
          <Menu as="nav" aria-label="Admin sections">
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
                <SmartEnginePanel />
              </section>
            ) : null}
            {section === 'tag-hierarchy' ? <TagHierarchySection /> : null}
          </div>
        </Layout>
      </ScreenPage>
    </AdminOnly>
  );
}
