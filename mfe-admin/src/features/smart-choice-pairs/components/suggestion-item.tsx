import { categoryLabel } from '@alive/domain';
import type { SmartSuggestion } from '@alive/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, space } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

const Note = styled.p`
  margin: ${space[2]} 0 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

const DIFFICULTY_VARIANT = { easy: 'success', medium: 'warning', hard: 'danger' } as const;

export const percent = (value: number) => `${Math.round(value * 100)}%`;

export const suggestionTitle = (suggestion: Pick<SmartSuggestion, 'optionA' | 'optionB'>) => `${suggestion.optionA} vs ${suggestion.optionB}`;

/**
 * One generated pair: optionA vs optionB, category, difficulty, score, tags, reasoning and what it
 * targets and explores; `select` and `actions` are the list's (docs/product/admin.md, Smart Choice
 * Pair Engine).
 */
export function SuggestionItem({ suggestion, select, actions }: { suggestion: SmartSuggestion; select?: ReactNode; actions?: ReactNode }) {
  const title = suggestionTitle(suggestion);
  const targets = suggestion.userAnalysis.targetedPreferences;
  return (
    <Card aria-label={title} data-testid="smart-suggestion">
      <CardHeader>
        <Row>
          {select}
          <CardTitle>{title}</CardTitle>
        </Row>
        <Row>
          <Badge variant="info">{categoryLabel(suggestion.pairCategory)}</Badge>
          <Badge variant={DIFFICULTY_VARIANT[suggestion.difficulty]}>{suggestion.difficulty}</Badge>
          <Badge variant="brand">Score {percent(suggestion.score)}</Badge>
        </Row>
        <CardDescription>{suggestion.reasoning}</CardDescription>
      </CardHeader>
      <CardContent>
        {suggestion.tags.length > 0 ? (
          <Row as="ul" aria-label={`Tags of ${title}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {suggestion.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </Row>
        ) : null}
        <Note>
          {targets.length > 0 ? `Targets: ${targets.join(', ')}. ` : ''}
          Explores: {suggestion.userAnalysis.explorationArea}
        </Note>
        {actions ? <Row style={{ marginTop: space[3] }}>{actions}</Row> : null}
      </CardContent>
    </Card>
  );
}

