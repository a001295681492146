import { PAIR_FILTER_CATEGORIES, PAIR_PAGE_SORTS, type PairPageSort, type PairPageStatus } from '@alive/contracts/constants';
import type { AdminChoicePair, AiRecommendation, TagNode } from '@alive/contracts';
import { categoryLabel } from '@alive/domain';
import { Badge, Button, colors, EmptyState, fontSizes, LoadMore, QueryError, Select, Skeleton, space, StackList, TextField, useLoginRedirectOnError } from '@alive/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useChoicePairPages, useTagHierarchy } from '../../../shared/api/admin-pairs-api.ts';
import {
  pairCount,
  useCreateChoicePair,
  useDeactivatePairs,
  useGenerateAiDrafts,
  usePublishAiDrafts,
  useReactivatePairs,
  useRemoveChoicePair,
  useUpdateChoicePair,
} from '../hooks/use-choice-pair-mutations.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AiDraftsReview } from './ai-drafts-review.tsx';
import { ConfirmRemoveDialog } from './confirm-remove-dialog.tsx';
import { PairFormDialog, type PairFormValues } from './pair-form-dialog.tsx';
import { ListRow as Row, Toolbar, LabelledField as Field } from '../../../shared/components/layout.ts';

const Options = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

// On a phone the actions go under the text, right-aligned, instead of squeezing it.
const Actions = styled.div`
  display: flex;
  gap: ${space[1]};
  margin-left: auto;
`;

const Summary = styled.p`
  margin: 0 0 ${space[3]};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const ALL = 'all';
const CATEGORY_FILTERS = [{ value: ALL, label: 'All categories' }, ...PAIR_FILTER_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))];
const STATUS_FILTERS: { value: PairPageStatus; label: string }[] = [
  { value: 'all', label: 'Active and inactive' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const SORT_LABELS: Record<PairPageSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'most-answered': 'Most answered',
  'least-answered': 'Least answered',
};
const SORT_OPTIONS = PAIR_PAGE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** Milliseconds the search waits after the last key before asking the server. */
export const SEARCH_DELAY_MS = 300;

/** Every tag (leaf path) of the tag hierarchy: the vocabulary the tag editor offers. */
function leafTags(nodes: readonly TagNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length === 0 ? [node.path] : leafTags(node.children)));
}

/**
 * The Admin Panel's Choice Pairs section (docs/product/admin.md, Admin Panel; Choice pairs at scale):
 * the list a page at a time from the server (search, category, status and sort applied there), Load
 * more, select all of the loaded rows, and the bulk actions on the selection.
 */
export function ChoicePairsSection() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [status, setStatus] = useState<PairPageStatus>('all');
  const [sort, setSort] = useState<PairPageSort>('newest');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  const pages = useChoicePairPages({ sort, status, category: category === ALL ? '' : category, q });
  useLoginRedirectOnError(pages.error);
  const tags = useTagHierarchy();
  const knownTags = useMemo(() => leafTags(tags.data?.roots ?? []), [tags.data]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminChoicePair | null>(null);
  const [removing, setRemoving] = useState<AdminChoicePair | null>(null);

  const pairs = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;

  const create = useCreateChoicePair(() => setCreating(false));
  const update = useUpdateChoicePair(() => setEditing(null));
  const remove = useRemoveChoicePair(() => setRemoving(null));
  const deactivate = useDeactivatePairs(() => setSelected(new Set()));
  const reactivate = useReactivatePairs(() => setSelected(new Set()));
  // Generate AI Pairs' drafts under review: nothing of them is live until published.
  const [drafts, setDrafts] = useState<readonly AiRecommendation[]>([]);
  const generateAi = useGenerateAiDrafts(setDrafts);
  // The drafts not kept are dropped with the publish; kept ones a failure left unpublished stay.
  const publishAi = usePublishAiDrafts(setDrafts);

  const selectedPairs = pairs.filter((pair) => selected.has(pair.id));
  const selectedActive = selectedPairs.filter((pair) => pair.isActive).length;
  const selectedInactive = selectedPairs.length - selectedActive;

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function save(values: PairFormValues) {
    if (editing) update.mutate({ id: editing.id, patch: values });
    else create.mutate({ ...values, isActive: true });
  }

  return (
    <section aria-labelledby="choice-pairs-heading">
      <Toolbar>
        <h2 id="choice-pairs-heading" style={{ marginRight: 'auto' }}>
          Choice Pairs
        </h2>
        <Button variant="outline" onClick={() => generateAi.mutate()} loading={generateAi.isPending} disabled={!pages.data || drafts.length > 0}>
          Generate AI Pairs
        </Button>
        <Button onClick={() => setCreating(true)}>Create Pair</Button>
      </Toolbar>
      {drafts.length > 0 ? (
        <AiDraftsReview drafts={drafts} publishing={publishAi.isPending} onPublish={(kept) => publishAi.mutate(kept)} onDiscard={() => setDrafts([])} />
      ) : null}
      <Toolbar role="search" aria-label="Find choice pairs">
        <TextField label="Search pairs" type="search" placeholder="Either option's text" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Field>
          <label htmlFor="pair-filter">Category</label>
          <Select id="pair-filter" options={CATEGORY_FILTERS} value={category} onValueChange={setCategory} />
        </Field>
        <Field>
          <label htmlFor="pair-status">Status</label>
          <Select id="pair-status" options={STATUS_FILTERS} value={status} onValueChange={(value) => setStatus(value as PairPageStatus)} />
        </Field>
        <Field>
          <label htmlFor="pair-sort">Sort</label>
          <Select id="pair-sort" options={SORT_OPTIONS} value={sort} onValueChange={(value) => setSort(value as PairPageSort)} />
        </Field>
      </Toolbar>
      <Toolbar role="group" aria-label="Selected pairs">
        <Button variant="outline" onClick={() => setSelected(new Set(pairs.map((pair) => pair.id)))} disabled={pairs.length === 0}>
          Select All
        </Button>
        <Button variant="outline" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
          Deselect All
        </Button>
        <Button variant="destructive" onClick={() => deactivate.mutate(selectedPairs)} loading={deactivate.isPending} disabled={selectedActive === 0}>
          Deactivate Selected ({selectedActive})
        </Button>
        <Button variant="secondary" onClick={() => reactivate.mutate(selectedPairs)} loading={reactivate.isPending} disabled={selectedInactive === 0}>
          Reactivate Selected ({selectedInactive})
        </Button>
      </Toolbar>
      {pages.isPending ? (
        <div role="status" aria-label="Loading choice pairs">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : pages.isError && pairs.length === 0 ? (
        <QueryError title="Couldn't load the choice pairs" error={pages.error} onRetry={() => void pages.refetch()} />
      ) : pairs.length === 0 ? (
        <EmptyState title="No choice pairs found matching your search criteria." />
      ) : (
        <>
          <Summary role="status" aria-live="polite">
            Showing {pairs.length} of {pairCount(total)}
            {selectedPairs.length > 0 ? ` · ${selectedPairs.length} selected` : ''}
          </Summary>
          <StackList $gap={2} aria-label="Choice pairs">
            {pairs.map((pair) => {
              const title = `${pair.option1} vs ${pair.option2}`;
              return (
                <li key={pair.id}>
                  <Row aria-label={title} data-testid="admin-pair">
                    <input type="checkbox" checked={selected.has(pair.id)} onChange={() => toggle(pair.id)} aria-label={`Select ${title}`} />
                    <Options>
                      <strong>{pair.option1}</strong> vs <strong>{pair.option2}</strong>
                    </Options>
                    <Facts>
                      <Badge variant="info">{categoryLabel(pair.category)}</Badge>
                      <Badge variant={pair.isActive ? 'success' : 'neutral'}>{pair.isActive ? 'Active' : 'Inactive'}</Badge>
                      <span>
                        {pair.totalVotes} {pair.totalVotes === 1 ? 'vote' : 'votes'}
                      </span>
                    </Facts>
                    <Actions>
                      <Button variant="ghost" size="sm" onClick={() => setEditing(pair)} aria-label={`Edit ${title}`}>
                        Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setRemoving(pair)} aria-label={`Delete ${title}`}>
                        Delete
                      </Button>
                    </Actions>
                  </Row>
                </li>
              );
            })}
          </StackList>
          <LoadMore
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            error={pages.isFetchNextPageError ? pages.error : null}
            onLoadMore={() => void pages.fetchNextPage()}
            errorTitle="Couldn't load more choice pairs"
          />
        </>
      )}
      <PairFormDialog
        open={creating || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setCreating(false);
            setEditing(null);
          }
        }}
        pair={editing}
        knownTags={knownTags}
        saving={create.isPending || update.isPending}
        onSave={save}
      />
      <ConfirmRemoveDialog pair={removing} onCancel={() => setRemoving(null)} onConfirm={() => removing && remove.mutate(removing)} removing={remove.isPending} />
    </section>
  );
}
