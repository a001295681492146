import type { AiRecommendation } from '@alive/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, space } from '@alive/ui';
import styled from 'styled-components';
import { OptionTags } from './option-tags.tsx';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space[3]};
  margin-bottom: ${space[3]};
`;

export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** A proposed pair: option1 vs option2, confidence, reasoning, each option's tags, Add as Choice Pair. */
export function RecommendationCard({ recommendation, onAdd, adding }: { recommendation: AiRecommendation; onAdd: () => void; adding: boolean }) {
  const title = `${recommendation.option1} vs ${recommendation.option2}`;
  return (
    <Card aria-label={title} data-testid="ai-recommendation">
      <CardHeader>
        <CardTitle>
          {title}{' '}
          <Badge variant="brand" aria-label={`Confidence ${confidencePercent(recommendation.confidence)}`}>
            {confidencePercent(recommendation.confidence)}
          </Badge>
        </CardTitle>
        <CardDescription>{recommendation.reasoning}</CardDescription>
      </CardHeader>
      <CardContent>
        <Options>
          <div>
            <strong>{recommendation.option1}</strong>
            <OptionTags tags={recommendation.option1Tags} label={`Tags of ${recommendation.option1}`} />
          </div>
          <div>
            <strong>{recommendation.option2}</strong>
            <OptionTags tags={recommendation.option2Tags} label={`Tags of ${recommendation.option2}`} />
          </div>
        </Options>
        <Button onClick={onAdd} loading={adding} aria-label={`Add as Choice Pair: ${title}`}>
          Add as Choice Pair
        </Button>
      </CardContent>
    </Card>
  );
}
