import styled from 'styled-components';
import { space } from '../theme/tokens.ts';
import { Button } from './button.tsx';
import { QueryError } from './query-error.tsx';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]};
  margin: ${space[4]} 0;
`;

export interface LoadMoreProps {
  /** Another page exists (the last page read had a cursor). */
  hasMore: boolean;
  loading: boolean;
  /** The failure of the last next-page read only; a failed first page is the screen's own error state. */
  error: Error | null;
  onLoadMore: () => void;
  /** The button's words, e.g. "Load more groups". */
  label?: string;
  /** What failed, e.g. "Couldn't load more titles". */
  errorTitle?: string;
}

/**
 * "Load more" under a list that comes a page at a time: a failed page says so in a plain sentence with a
 * retry, and the rows already shown stay.
 */
export function LoadMore({ hasMore, loading, error, onLoadMore, label = 'Load more', errorTitle = "Couldn't load more" }: LoadMoreProps) {
  if (error) {
    return (
      <Row>
        <QueryError title={errorTitle} error={error} onRetry={onLoadMore} />
      </Row>
    );
  }
  if (!hasMore) return null;
  return (
    <Row>
      <Button variant="outline" onClick={onLoadMore} loading={loading}>
        {label}
      </Button>
    </Row>
  );
}
