import { colors, fontSizes, fontWeights, ProgressBar, QueryError, radii, Skeleton, space } from '@alive/ui';
import { PaletteIcon, TrendIcon } from '@alive/ui/icons';
import { preferenceInsights } from '@alive/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { useUserPreferences } from '../../../shared/api/get-user-preferences.ts';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

const Heading = styled.h3`
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const Muted = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const InsightList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Insight = styled.li<{ $kind: 'creative-preference' | 'growing-interest' }>`
  padding: ${space[3]};
  border-radius: ${radii.md};
  background: ${(p) => (p.$kind === 'creative-preference' ? colors.accentSoft : colors.infoSoft)};
  font-size: ${fontSizes.sm};
  strong { display: block; margin-bottom: 2px; }
`;

const TopList = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[2]} ${space[6]};
  @container (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  list-style: none;
  margin: 0;
  padding: 0;
`;

const TopItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${space[3]};
  row-gap: ${space[1]};
  font-size: ${fontSizes.sm};
  & > :last-child { grid-column: 1 / -1; }
`;

const TagName = styled.span`
  font-weight: ${fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Percent = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${colors.textMuted};
`;

/**
 * The completion card's preference insights (docs/product/profile.md, Profile completion card): Creative Preference (> 0.7 on a Creation tag),
 * Growing Interest (> 0.6 on a Visual tag), both from the top 5 preferences by score, listed below.
 */
export function PreferenceInsightsPanel() {
  const preferences = useUserPreferences();
  const headingId = useId();

  return (
    <Panel aria-labelledby={headingId}>
      <HeadingRow>
        <Heading id={headingId}>Preference Insights</Heading>
        {/* The dashboard is reached from here and the profile screen (docs/product/profile.md, Preference Dashboard). */}
        <RouterLinkButton to="/dashboard" variant="outline" size="sm">
          Preference Dashboard
        </RouterLinkButton>
      </HeadingRow>
      {preferences.isPending ? (
        <div aria-busy="true" aria-label="Loading preference insights">
          <Skeleton height={14} width="60%" />
          <div style={{ height: 8 }} />
          <Skeleton height={14} width="80%" />
        </div>
      ) : preferences.isError ? (
        <QueryError title="Preference insights are unavailable right now" error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferenceInsightsContent preferences={preferences.data} />
      )}
    </Panel>
  );
}

function PreferenceInsightsContent({ preferences }: { preferences: Parameters<typeof preferenceInsights>[0] }) {
  const { topPreferences, insights } = preferenceInsights(preferences);
  if (topPreferences.length === 0) {
    return <Muted>Make a few A.L.I.V.E Choices to see your top preferences here.</Muted>;
  }
  return (
    <>
      {insights.length > 0 ? (
        <InsightList aria-label="Insights">
          {insights.map((insight) => (
            <Insight key={insight.kind} $kind={insight.kind}>
              <strong>
                {insight.kind === 'creative-preference' ? <PaletteIcon size={16} /> : <TrendIcon size={16} />} {insight.title}
              </strong>
              {insight.description}
            </Insight>
          ))}
        </InsightList>
      ) : null}
      <TopList aria-label="Top preferences">
        {topPreferences.map((preference) => (
          <TopItem key={preference.tagName}>
            <TagName title={preference.tagName}>{preference.displayName}</TagName>
            <Percent>{preference.percent}%</Percent>
            <ProgressBar value={preference.percent} height={6} label={`${preference.displayName} preference`} />
          </TopItem>
        ))}
      </TopList>
    </>
  );
}
