import { Badge, type BadgeVariant, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, EmptyState, fontSizes, fontWeights, Grid, ProgressBar, QueryError, Skeleton, space, Stack, StackList } from '@alive/ui';
import { CpuIcon } from '@alive/ui/icons';
import { accuracyLabel, type AccuracyLabel, categoryLabel } from '@alive/domain';
import type { LearningInsightsPersonal } from '@alive/contracts';
import styled from 'styled-components';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { usePersonalLearningInsights } from '../api/get-personal-learning-insights.ts';
import { EmptyText, formatPercent, Metric, MetricGrid, MetricNote } from './learning-cards.tsx';

/**
 * What the confidence threshold is (docs/product/profile.md, Decision — the confidence threshold says
 * what it does): a guide from the person's feedback, not a filter. Every list shows its best-ranked
 * picks whatever their confidence, and starter picks before the first choice, so the words never call
 * it a minimum for being shown.
 */
export const CONFIDENCE_THRESHOLD_HELP =
  'the match your feedback says a pick should reach to be a sure fit for you. Lists are not cut at it: they show their best-ranked picks, lower matches and starter picks included.';

export const NO_CATEGORY_DATA_TEXT =
  'No category data available yet. Like, dislike or use a few recommendations and each category will show how well it fits you.';

const LABEL_VARIANT: Record<AccuracyLabel, BadgeVariant> = {
  Excellent: 'success',
  'Very Good': 'success',
  Good: 'info',
  Fair: 'warning',
  Learning: 'neutral',
};

const CategoryRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 2px ${space[3]};
  font-size: ${fontSizes.sm};
  & > :last-child { flex-basis: 100%; margin-top: 4px; }
  strong { font-weight: ${fontWeights.semibold}; }
  span { color: ${colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

const PatternList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  dt { font-size: ${fontSizes.xs}; font-weight: ${fontWeights.bold}; letter-spacing: 0.06em; text-transform: uppercase; color: ${colors.textSubtle}; }
  dd { margin: 6px 0 0; display: flex; flex-wrap: wrap; gap: ${space[2]}; font-size: ${fontSizes.sm}; }
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

function formatDate(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

function Chips({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <Muted>{empty}</Muted>;
  return (
    <>
      {items.map((item) => (
        <Badge key={item} variant="brand">
          {item}
        </Badge>
      ))}
    </>
  );
}

function LearningProfile({ data }: { data: LearningInsightsPersonal }) {
  const label = accuracyLabel(data.overallAccuracy);
  const hasFeedback = data.feedbackCount > 0;
  return (
    <Stack $gap={5}>
      {hasFeedback ? (
        <MetricGrid>
          <Metric>
            <dt>AI learning accuracy</dt>
            <dd>{formatPercent(data.overallAccuracy)}</dd>
            <div>
              <Badge variant={LABEL_VARIANT[label]} data-testid="accuracy-label">
                {label}
              </Badge>
            </div>
          </Metric>
          <Metric>
            <dt>Feedback given</dt>
            <dd>{data.feedbackCount}</dd>
            <MetricNote>Likes, dislikes, bookmarks and uses</MetricNote>
          </Metric>
          <Metric>
            <dt>Last updated</dt>
            <dd style={{ fontSize: 22 }}>{formatDate(data.lastUpdated)}</dd>
            <MetricNote>Most recent feedback</MetricNote>
          </Metric>
        </MetricGrid>
      ) : (
        <EmptyState
          icon={<CpuIcon size={26} />}
          title="No Learning Data Yet"
          description={`Rate a few recommendations (like, dislike or mark as used) and the AI will learn what works for you. Last updated: ${formatDate(data.lastUpdated)}.`}
          action={<RouterLinkButton to="/recommendations">Rate Recommendations</RouterLinkButton>}
        />
      )}
      <Grid $columns={2}>
        <Card aria-label="Category Performance">
          <CardHeader>
            <CardTitle>Category Performance</CardTitle>
            <CardDescription>How often recommendations in each category landed.</CardDescription>
          </CardHeader>
          <CardContent>
            {data.categoryPerformance.length === 0 ? (
              <EmptyText>{NO_CATEGORY_DATA_TEXT}</EmptyText>
            ) : (
              <StackList $gap={4}>
                {data.categoryPerformance.map((category) => (
                  <CategoryRow key={category.category}>
                    <strong>{categoryLabel(category.category)}</strong>
                    <span>
                      {formatPercent(category.successRate)} success · {category.feedbackCount}{' '}
                      {category.feedbackCount === 1 ? 'feedback item' : 'feedback items'}
                    </span>
                    <ProgressBar
                      value={category.successRate * 100}
                      tone={category.successRate >= 0.7 ? 'success' : category.successRate >= 0.4 ? 'warning' : 'danger'}
                      label={`${categoryLabel(category.category)} success rate`}
                    />
                  </CategoryRow>
                ))}
              </StackList>
            )}
          </CardContent>
        </Card>
        <Card aria-label="Preference Patterns">
          <CardHeader>
            <CardTitle>Preference Patterns</CardTitle>
            <CardDescription>What the AI has learned to look for in your recommendations.</CardDescription>
          </CardHeader>
          <CardContent>
            <PatternList>
              <div>
                <dt>Preferred categories</dt>
                <dd>
                  <Chips items={[...new Set(data.patterns.preferredCategories.map(categoryLabel))]} empty="None yet" />
                </dd>
              </div>
              <div>
                <dt>Time preferences</dt>
                <dd>
                  <Chips items={data.patterns.timePreferences} empty="None yet" />
                </dd>
              </div>
              <div>
                <dt>Cost preferences</dt>
                <dd>
                  <Chips items={data.patterns.costPreferences} empty="None yet" />
                </dd>
              </div>
              <div>
                <dt>Confidence threshold</dt>
                <dd>
                  <span>
                    <strong data-testid="confidence-threshold">{formatPercent(data.patterns.confidenceThreshold)}</strong>{' '}
                    <Muted>{CONFIDENCE_THRESHOLD_HELP}</Muted>
                  </span>
                </dd>
              </div>
            </PatternList>
          </CardContent>
        </Card>
      </Grid>
    </Stack>
  );
}

function LearningProfileSkeleton() {
  return (
    <Stack $gap={5} aria-busy="true" aria-label="Loading your learning profile">
      <MetricGrid as="div">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={116} radius="16px" />
        ))}
      </MetricGrid>
      <Grid $columns={2}>
        <Skeleton height={220} radius="16px" />
        <Skeleton height={220} radius="16px" />
      </Grid>
    </Stack>
  );
}

/** Tab "Your Learning Profile": POST /api/learning-insights with the signed-in user's id. */
export function LearningProfileTab({ userId }: { userId: string }) {
  const insights = usePersonalLearningInsights(userId);
  if (insights.isPending) return <LearningProfileSkeleton />;
  if (insights.isError) {
    return <QueryError title="Couldn't load your learning profile" error={insights.error} onRetry={() => void insights.refetch()} />;
  }
  return <LearningProfile data={insights.data} />;
}
