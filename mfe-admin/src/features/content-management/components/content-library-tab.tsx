import { useQuery } from '@tanstack/react-query';
import type { ContentClassification } from '@alive/contracts';
import { Button, Dialog, EmptyState, QueryError, Select, Skeleton, StackList, TextField, useLoginRedirectOnError } from '@alive/ui';
import { useDeferredValue, useState } from 'react';
import { contentListQueryOptions, type ContentFilters } from '../api/content-api.ts';
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

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this content classification?';

/** Content Library: search, type filter, the list with Edit and Delete, Add Content and Bulk Add. */
export function ContentLibraryTab() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState(ALL);
  const filters: ContentFilters = { contentType: type === ALL ? '' : (type as ContentFilters['contentType']), searchTerm: useDeferredValue(search) };
  const list = useQuery({ ...contentListQueryOptions(filters), placeholderData: (previous) => previous });
  useLoginRedirectOnError(list.error);
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
      ) : list.isError ? (
        <QueryError title="Couldn't load the library" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <EmptyState title="No content found matching your filters" />
      ) : (
        <StackList $gap={2} aria-label="Content library">
          {list.data.content.map((item) => (
            <li key={item.id}>
              <ContentRow item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
            </li>
          ))}
        </StackList>
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
