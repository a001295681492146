import { Badge, Card, CardContent, CardHeader, colors, FigureHelp, fontSizes, fontWeights, media, ProgressBar, Skeleton, space, QueryError } from '@alive/ui';
import { completionLevel, DIMENSIONS, dimensionsComplete } from '@alive/domain';
import type { ProfileCompletion } from '@alive/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { userPreferencesQueryKey } from '../../../shared/api/get-user-preferences.ts';
import { profileCompletionQueryKey, useProfileCompletion } from '../../../shared/api/get-profile-completion.ts';
import { useRefreshOnChoice } from '../../../shared/hooks/use-refresh-on-choice.ts';
import { DimensionTile, TILE_GRID_WIDE_AT } from './dimension-tile.tsx';
import { COMPLETION_LEVEL_HELP, dimensionsCompleteHelp } from './completion-figure-help.ts';
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
  align-items: center;
  gap: ${space[2]};
  & > span { font-size: ${fontSizes.sm}; padding: 4px 12px; }
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
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
  // Dimensions complete, from its one definition (docs/product/profile.md, Decision — one definition per figure).
  const figure = completion.data ? dimensionsComplete(completion.data.complete) : null;
  return (
    <Card aria-labelledby={titleId} data-testid="profile-completion">
      <CardHeader>
        <HeaderRow>
          <div>
            <Title id={titleId}>A.L.I.V.E Profile Completion</Title>
            <Subtitle data-testid="completion-dimensions">
              {figure ? `${figure.complete} of ${figure.total} dimensions complete` : 'How much of your profile your choices have revealed'}
            </Subtitle>
          </div>
          {figure ? (
            <Percent aria-label={`${figure.percent}% of dimensions complete`} data-testid="completion-percent">
              {figure.percent}%
            </Percent>
          ) : null}
        </HeaderRow>
      </CardHeader>
      <CardContent>
        {completion.isPending ? (
          <CompletionSkeleton />
        ) : completion.isError && unreachable(completion.error) ? (
          // Offline (no HTTP answer at all) is not a fault: the last known figures, else a calm note (docs/product/choices.md, Offline).
          completion.data ? (
            <CompletionBody completion={completion.data} />
          ) : (
            <Subtitle data-testid="completion-offline">{COMPLETION_OFFLINE_NOTE}</Subtitle>
          )
        ) : completion.isError ? (
          <QueryError title="Couldn't load your profile completion" error={completion.error} onRetry={() => void completion.refetch()} />
        ) : (
          <CompletionBody completion={completion.data} />
        )}
      </CardContent>
    </Card>
  );
}

export const COMPLETION_OFFLINE_NOTE = "Your profile completion is available when you're back online.";

/** The call got no HTTP answer (fetch rejects with a TypeError offline), as plainErrorMessage of @alive/api-client tells it. */
function unreachable(error: Error): boolean {
  return error instanceof TypeError;
}

function CompletionBody({ completion }: { completion: ProfileCompletion }) {
  const figure = dimensionsComplete(completion.complete);
  // The level follows the dimensions alone; the number of choices is its own figure (docs/product/profile.md).
  const { current } = completionLevel(completion.complete);
  return (
    <Body>
      <Figure>
        <ProgressBar value={figure.percent} tone={figure.percent >= 100 ? 'success' : 'brand'} label="Dimensions complete" height={10} />
        <FigureHelp data-figure-help="dimensions-complete">{dimensionsCompleteHelp(figure)}</FigureHelp>
      </Figure>
      <Figure>
        {current ? (
          <BadgeRow>
            <Badge variant={current.kind === 'master' ? 'success' : 'warning'} data-testid="completion-badge">
              {current.emoji} {current.label}
            </Badge>
          </BadgeRow>
        ) : null}
        <FigureHelp data-figure-help="completion-level">{COMPLETION_LEVEL_HELP}</FigureHelp>
      </Figure>
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
