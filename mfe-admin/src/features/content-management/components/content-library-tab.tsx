import type { ContentClassification, ContentPageSort } from '@alive/contracts';
import { Button, colors, Dialog, EmptyState, fontSizes, LoadMore, QueryError, Select, Skeleton, space, StackList, TextField, useLoginRedirectOnError } from '@alive/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useContentPages, type ContentFilters } from '../api/content-api.ts';
import { useDeleteContent } from '../hooks/use-content-mutations.ts';
import { BulkAddDialog } from './bulk-add-dialog.tsx';
import { ContentFormDialog } from './content-form-dialog.tsx';
import { ContentRow } from './content-row.tsx';
import { Toolbar, LabelledField as Field } from '../../../shared/components/layout.ts';

const ALL = 'all';
const TYPE_FILTERS = [
  { value: ALL, label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
  { value: 'book', label: 'Books' },
];

const SORT_OPTIONS: { value: ContentPageSort; label: string }[] = [
  { value: 'recent', label: 'Latest change' },
  { value: 'title', label: 'Title A–Z' },
  { value: 'confidence', label: 'Most confident' },
];

const Summary = styled.p`
  margin: 0 0 ${space[3]};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const titles = (count: number) => `${count} ${count === 1 ? 'title' : 'titles'}`;

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this content classification?';

/**
 * Content Library: search, type filter and sort (all on the server), the list a page at a time with
 * Load more, Edit and Delete, Add Content and Bulk Add.
 */
export function ContentLibraryTab() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState(ALL);
  const [sort, setSort] = useState<ContentPageSort>('recent');
  const filters: ContentFilters = { contentType: type === ALL ? '' : (type as ContentFilters['contentType']), searchTerm: useDeferredValue(search), sort };
  const list = useContentPages(filters);
  useLoginRedirectOnError(list.error);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.content) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const [editing, setEditing] = useState<ContentClassification | null>(null);
  const [adding, setAdding] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [deleting, setDeleting] = useState<ContentClassification | null>(null);
  const remove = useDeleteContent(() => setDeleting(null));

  return (
    <div>
      <Toolbar>
        <TextField label="Search content" type="search" placeholder="Title, author, director or genre" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Field>
          <label htmlFor="content-type-filter">Type</label>
          <Select id="content-type-filter" options={TYPE_FILTERS} value={type} onValueChange={setType} />
        </Field>
        <Field>
          <label htmlFor="content-sort">Sort</label>
          <Select id="content-sort" options={SORT_OPTIONS} value={sort} onValueChange={(value) => setSort(value as ContentPageSort)} />
        </Field>
        <span style={{ marginLeft: 'auto' }} />
        <Button variant="outline" onClick={() => setBulk(true)}>
          Bulk Add
        </Button>
        <Button onClick={() => setAdding(true)}>Add Content</Button>
      </Toolbar>
      {list.isPending ? (
        <div role="status" aria-label="Loading the library">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      ) : list.isError && items.length === 0 ? (
        <QueryError title="Couldn't load the library" error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="No content found matching your filters" />
      ) : (
        <>
          <Summary role="status" aria-live="polite">
            Showing {items.length} of {titles(total)}
          </Summary>
          <StackList $gap={2} aria-label="Content library">
            {items.map((item) => (
              <li key={item.id}>
                <ContentRow item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
              </li>
            ))}
          </StackList>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            error={list.isFetchNextPageError ? list.error : null}
            onLoadMore={() => void list.fetchNextPage()}
            errorTitle="Couldn't load more titles"
          />
        </>
      )}
      <ContentFormDialog
        open={adding || editing !== null}
        item={editing}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
      />
      <BulkAddDialog open={bulk} onOpenChange={setBulk} />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete ${deleting.title}?` : 'Delete'}
        description={DELETE_CONFIRM_TEXT}
        dismissible={!remove.isPending}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
              Delete
            </Button>
          </>
        }
      />
    </div>
  );
}
