import type { PairEvaluation } from '@alive/contracts';
import { PAIR_OPTION_MAX } from '@alive/contracts/constants';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ProgressBar, space, TextField } from '@alive/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { percent } from './suggestion-item.tsx';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
  gap: ${space[3]};
  margin-bottom: ${space[5]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export interface EvaluateDraft {
  optionA: string;
  optionB: string;
  category: string;
}

const CRITERIA: { key: keyof PairEvaluation['criteria']; label: string }[] = [
  { key: 'balance', label: 'Option balance' },
  { key: 'tagContrast', label: 'Tag contrast' },
  { key: 'dimensionCoverage', label: 'Dimension coverage' },
  { key: 'novelty', label: 'Novelty' },
];

/** Evaluate: Option A, Option B and Category, then the Quality Score with its reasons and the admin's own analysis. */
export function EvaluateTab({
  draft,
  onDraftChange,
  onEvaluate,
  evaluating,
  evaluation,
}: {
  draft: EvaluateDraft;
  onDraftChange: (draft: EvaluateDraft) => void;
  onEvaluate: () => void;
  evaluating: boolean;
  evaluation: PairEvaluation | null;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onEvaluate();
  }
  return (
    <div>
      <Form onSubmit={submit} noValidate aria-label="Evaluate a pair">
        <TextField label="Option A" value={draft.optionA} maxLength={PAIR_OPTION_MAX} onChange={(e) => onDraftChange({ ...draft, optionA: e.target.value })} />
        <TextField label="Option B" value={draft.optionB} maxLength={PAIR_OPTION_MAX} onChange={(e) => onDraftChange({ ...draft, optionB: e.target.value })} />
        <TextField label="Category" value={draft.category} maxLength={40} placeholder="Travel" onChange={(e) => onDraftChange({ ...draft, category: e.target.value })} />
        <Button type="submit" loading={evaluating}>
          Evaluate
        </Button>
      </Form>
      {evaluation ? (
        <Card aria-label="Evaluation">
          <CardHeader>
            <CardTitle>Quality Score: {percent(evaluation.qualityScore)}</CardTitle>
            <CardDescription>
              {evaluation.duplicateOf !== null ? `This pair exists already (#${evaluation.duplicateOf}). ` : ''}
              {evaluation.evaluation.recommendation}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Facts>
              <dt>Feedback</dt>
              <dd>{evaluation.evaluation.feedback}</dd>
              <dt>Relevance</dt>
              <dd>{evaluation.evaluation.relevance}</dd>
              <dt>Recommendation</dt>
              <dd>{evaluation.evaluation.recommendation}</dd>
              {CRITERIA.map((criterion) => (
                <FragmentRow key={criterion.key} label={criterion.label} value={evaluation.criteria[criterion.key]} />
              ))}
            </Facts>
            <h3>Your analysis</h3>
            <Facts aria-label="User analysis">
              <dt>Exploration level</dt>
              <dd>{percent(evaluation.userAnalysis.explorationLevel)}</dd>
              <dt>Consistency score</dt>
              <dd>{percent(evaluation.userAnalysis.consistencyScore)}</dd>
              <dt>Dominant categories</dt>
              <dd>
                {evaluation.userAnalysis.dominantCategories.length === 0
                  ? 'No choices yet'
                  : evaluation.userAnalysis.dominantCategories.map((c) => `${c.category} (${c.choices})`).join(', ')}
              </dd>
            </Facts>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function FragmentRow({ label, value }: { label: string; value: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <ProgressBar value={Math.round(value * 100)} label={label} /> {percent(value)}
      </dd>
    </>
  );
}
