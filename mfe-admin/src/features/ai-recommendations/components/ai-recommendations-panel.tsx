import { AI_RECOMMENDATION_CATEGORIES, DEFAULT_AI_RECOMMENDATION_CATEGORY } from '@alive/contracts/constants';
import type { AiRecommendation } from '@alive/contracts';
import { Button, EmptyState, Select, space, StackList } from '@alive/ui';
import { categoryLabel, pairKey } from '@alive/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { useAddRecommendation, useAiAnalysis, type AiAnalysis } from '../hooks/use-ai-recommendations.ts';
import { GapCards } from './gap-cards.tsx';
import { RecommendationCard } from './recommendation-card.tsx';
import { Toolbar as Controls, LabelledField as Field } from '../../../shared/components/layout.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  margin-bottom: ${space[5]};
`;

const CATEGORY_OPTIONS = AI_RECOMMENDATION_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }));

/**
 * AI Recommendations (docs/product/admin.md, AI Recommendations): a category's gap analysis and the
 * pairs that fill it; Add as Choice Pair stores one and takes it off the list. Also a section of the
 * Admin Panel.
 */
export function AiRecommendationsPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [category, setCategory] = useState<string>(DEFAULT_AI_RECOMMENDATION_CATEGORY);
  const [analysis, setAnalysis] = useState<AiAnalysis | null>(null);
  const [addingKey, setAddingKey] = useState<string | null>(null);
  const generate = useAiAnalysis(setAnalysis);
  const add = useAddRecommendation((added) =>
    setAnalysis((current) =>
      current ? { ...current, recommendations: current.recommendations.filter((r) => pairKey(r.option1, r.option2) !== pairKey(added.option1, added.option2)) } : current,
    ),
  );
  const Heading = `h${headingLevel}` as const;

  function addRecommendation(recommendation: AiRecommendation) {
    setAddingKey(pairKey(recommendation.option1, recommendation.option2));
    add.mutate(recommendation, { onSettled: () => setAddingKey(null) });
  }

  return (
    <div>
      <Controls>
        <Field>
          <label htmlFor="ai-category">Category</label>
          <Select id="ai-category" options={CATEGORY_OPTIONS} value={category} onValueChange={setCategory} />
        </Field>
        <Button onClick={() => generate.mutate(category)} disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Recommendations'}
        </Button>
      </Controls>
      {analysis ? (
        <Section aria-label={`Gap analysis of ${analysis.category}`}>
          <Heading>
            Gap analysis: {analysis.category} ({analysis.gaps.activePairs} active {analysis.gaps.activePairs === 1 ? 'pair' : 'pairs'})
          </Heading>
          <GapCards gaps={analysis.gaps} />
        </Section>
      ) : null}
      <Section aria-label="Recommended pairs">
        <Heading>Recommended pairs</Heading>
        {!analysis || analysis.recommendations.length === 0 ? (
          <EmptyState
            title="No recommendations yet"
            description={analysis ? `The ${analysis.category} material offers no new pair right now.` : 'Choose a category and generate recommendations.'}
          />
        ) : (
          <StackList>
            {analysis.recommendations.map((recommendation) => {
              const key = pairKey(recommendation.option1, recommendation.option2);
              return (
                <li key={key}>
                  <RecommendationCard recommendation={recommendation} adding={addingKey === key} onAdd={() => addRecommendation(recommendation)} />
                </li>
              );
            })}
          </StackList>
        )}
      </Section>
    </div>
  );
}
