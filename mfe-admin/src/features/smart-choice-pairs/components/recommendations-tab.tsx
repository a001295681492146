import type { SmartSuggestion } from '@alive/contracts';
import { Button, EmptyState, space, StackList } from '@alive/ui';
import styled from 'styled-components';
import { SuggestionItem } from './suggestion-item.tsx';

const Controls = styled.div`
  margin-bottom: ${space[4]};
`;

/** Recommendations: the pairs the whole shared set needs most (optionA, optionB, category, reasoning). */
export function RecommendationsTab({
  recommendations,
  loading,
  onLoad,
}: {
  recommendations: readonly SmartSuggestion[] | null;
  loading: boolean;
  onLoad: () => void;
}) {
  return (
    <div>
      <Controls>
        <Button onClick={onLoad} loading={loading}>
          Get Recommendations
        </Button>
      </Controls>
      {recommendations === null ? (
        <EmptyState title="No recommendations loaded" description="Get the pairs the whole set of choice pairs needs most." />
      ) : recommendations.length === 0 ? (
        <EmptyState title="No recommendations" description="The catalog and library offer no new pair right now." />
      ) : (
        <StackList aria-label="Recommended pairs">
          {recommendations.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionItem suggestion={suggestion} />
            </li>
          ))}
        </StackList>
      )}
    </div>
  );
}
