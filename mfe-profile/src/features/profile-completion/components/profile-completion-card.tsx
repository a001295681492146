import { Badge, Card, CardContent, CardHeader, colors, fontSizes, fontWeights, media, ProgressBar, Skeleton, space, QueryError } from '@alive/ui';
import { completionBadge, completionPercent, DIMENSIONS } from '@alive/domain';
import type { ProfileCompletion } from '@alive/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { userPreferencesQueryKey } from '../../../shared/api/get-user-preferences.ts';
import { profileCompletionQueryKey, useProfileCompletion } from '../../../shared/api/get-profile-completion.ts';
import { useRefreshOnChoice } from '../../../shared/hooks/use-refresh-on-choice.ts';
import { DimensionTile, TILE_GRID_WIDE_AT } from './dimension-tile.tsx';
import { NextSteps } from './next-steps.tsx';
import { PreferenceInsightsPanel } from './preference-insights-panel.tsx';

const HeaderRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
`;

const Title = styled.h2`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  letter-spacing: -0.01em;
  ${media.md} { font-size: ${fontSizes.xl}; }
`;

const Subtitle = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Percent = styled.p`
  flex: none;
  font-size: ${fontSizes['3xl']};
  font-weight: ${fontWeights.extrabold};
  line-height: 1;
  color: ${colors.brand};
  font-variant-numeric: tabular-nums;
`;

/** A size container: tiles and the insights panel switch layout by the card's width, not the viewport's. */
const Body = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[2]};
  @container (min-width: ${TILE_GRID_WIDE_AT}px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  list-style: none;
  margin: 0;
  padding: 0;
`;

const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  & > span { font-size: ${fontSizes.sm}; padding: 4px 12px; }
`;

const Divider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px solid ${colors.border};
`;

const REFRESHED_ON_CHOICE = [profileCompletionQueryKey, userPreferencesQueryKey] as const;

/**
 * A.L.I.V.E Profile Completion. Self-contained (its own queries, no props) because the home screen
 * remote renders it through Module Federation (`profile/./ProfileCompletionCard`).
 */
export default function ProfileCompletionCard() {
  const completion = useProfileCompletion();
  const titleId = useId();
  useRefreshOnChoice(REFRESHED_ON_CHOICE);
  return (
    <Card aria-labelledby={titleId} data-testid="profile-completion">
      <CardHeader>
        <HeaderRow>
          <div>
            <Title id={titleId}>A.L.I.V.E Profile Completion</Title>
            <Subtitle>
              {completion.data
                ? `${completion.data.complete} of ${DIMENSIONS.length} dimensions complete`
                : 'How much of your profile your choices have revealed'}
            </Subtitle>
          </div>
          {completion.data ? (
            <Percent aria-label={`Profile ${completionPercent(completion.data.complete)}% complete`}>
              {completionPercent(completion.data.complete)}%
            </Percent>
          ) : null}
        </HeaderRow>
      </CardHeader>
      <CardContent>
        {completion.isPending ? (
          <CompletionSkeleton />
        ) : completion.isError ? (
          <QueryError title="Couldn't load your profile completion" error={completion.error} onRetry={() => void completion.refetch()} />
        ) : (
          <CompletionBody completion={completion.data} />
        )}
      </CardContent>
    </Card>
  );
}

function CompletionBody({ completion }: { completion: ProfileCompletion }) {
  // The percent follows the product rule from the counts (docs/product/profile.md) (complete / 5 × 100), not a server-computed field.
  const percent = completionPercent(completion.complete);
  // The badge also follows the progress card's count (docs/product/profile.md, Decision — numbers that agree).
  const badge = completionBadge(percent, completion.choiceCount);
  return (
    <Body>
      <ProgressBar value={percent} tone={percent >= 100 ? 'success' : 'brand'} label="Profile completion" height={10} />
      {badge ? (
        <BadgeRow>
          <Badge variant={badge.kind === 'master' ? 'success' : 'warning'} data-testid="completion-badge">
            {badge.emoji} {badge.label}
          </Badge>
        </BadgeRow>
      ) : null}
      <Tiles aria-label="Dimensions">
        {DIMENSIONS.map((dimension) => {
          const detail = completion.details[dimension.key] ?? { status: 'missing' as const, count: 0 };
          return <DimensionTile key={dimension.key} dimension={dimension} status={detail.status} count={detail.count} />;
        })}
      </Tiles>
      <NextSteps completion={completion} />
      <Divider />
      <PreferenceInsightsPanel />
    </Body>
  );
}

function CompletionSkeleton() {
  return (
    <Body aria-busy="true" aria-label="Loading profile completion">
      <Skeleton height={10} radius="999px" />
      <Tiles as="div">
        {DIMENSIONS.map((d) => (
          <Skeleton key={d.key} height={48} radius="10px" />
        ))}
      </Tiles>
      <Skeleton height={96} radius="10px" />
    </Body>
  );
}
