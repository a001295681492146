/**
 * What the apps share as `@tanstack/react-query`: only the API they use, so the shared chunk
 * tree-shakes suspense queries, `useQueries`, hydration, mutation state and the rest
 * (docs/architecture.md, "Shared singletons"). `shared-entries.test.ts` fails when an app imports
 * something this list lacks; add it here.
 *
 * It imports the package as `@tanstack/react-query/unshared`, a name of ours for the package's own
 * entry (`UNSHARED_ENTRIES`, a resolve alias of every app's build). Module Federation matches the
 * request as written, so a plain `@tanstack/react-query` here would be served from the share scope,
 * that is, by this very module.
 */
import { useQuery as useQueryNow } from '@tanstack/react-query/unshared';
import { firstAnswerAsTransition } from './first-answer-as-transition.ts';

export {
  QueryClient,
  QueryClientProvider,
  focusManager,
  infiniteQueryOptions,
  onlineManager,
  queryOptions,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query/unshared';
export type { InfiniteData, Query, QueryFunction, QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query/unshared';

// The apps' useQuery: the package's own, whose first answer renders as a transition.
const useQuery = firstAnswerAsTransition(useQueryNow);
export { useQuery };
