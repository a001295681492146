import { Button, QueryError, space } from '@alive/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]};
  margin: ${space[4]} 0;
`;

/**
 * "Load more" under a list that comes a page at a time (docs/product/groups.md, Pages); a failed page
 * says so in a plain sentence and the button tries it again, the rows already shown stay.
 */
export function LoadMore({ hasMore, loading, error, onLoadMore, label }: { hasMore: boolean; loading: boolean; error: Error | null; onLoadMore: () => void; label: string }) {
  if (!hasMore) return null;
  return (
    <Row>
      {error ? <QueryError title="Couldn't load more" error={error} onRetry={onLoadMore} /> : null}
      {error ? null : (
        <Button variant="outline" onClick={onLoadMore} loading={loading}>
          {label}
        </Button>
      )}
    </Row>
  );
}
