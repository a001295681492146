import { QueryError, type QueryErrorProps } from '@alive/ui';

/** A failed read with the recommendation screens' wording: "Try Again" (docs/product/recommendations.md). */
export function LoadError(props: Omit<QueryErrorProps, 'retryLabel'>) {
  return <QueryError {...props} retryLabel="Try Again" />;
}
