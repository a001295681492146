import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAIR_CATEGORIES } from '@alive/contracts/constants';
import type { AdminChoicePair } from '@alive/contracts';
import { Badge, Button, EmptyState, QueryError, Select, Skeleton, StackList, TextField, useLoginRedirectOnError } from '@alive/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { choicePairsQueryOptions } from '../../../shared/api/admin-pairs-api.ts';
import { useCreateChoicePair, useDeactivatePairs, useGenerateAiPairs, useRemoveChoicePair, useUpdateChoicePair } from '../hooks/use-choice-pair-mutations.ts';
import { ConfirmRemoveDialog } from './confirm-remove-dialog.tsx';
import { PairFormDialog, type PairFormValues } from './pair-form-dialog.tsx';
import { ListRow as Row, Toolbar, LabelledField as Field } from '../../../shared/components/layout.ts';

const Options = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

const ALL = 'all';
const FILTER_OPTIONS = [{ value: ALL, label: 'All categories' }, ...ADMIN_PAIR_CATEGORIES.map((category) => ({ value: category, label: category }))];

/** The search and category filter: a pair matches when either option contains the search (any case). */
export function filterPairs(pairs: readonly AdminChoicePair[], search: string, category: string): AdminChoicePair[] {
  const needle = search.trim().toLowerCase();
  return pairs.filter(
    (pair) =>
      (category === ALL || pair.category === category) &&
      (needle === '' || pair.option1.toLowerCase().includes(needle) || pair.option2.toLowerCase().includes(needle)),
  );
}

/** The Admin Panel's Choice Pairs section (docs/product/admin.md, Admin Panel). */
export function ChoicePairsSection() {
  const pairs = useQuery(choicePairsQueryOptions);
  useLoginRedirectOnError(pairs.error);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminChoicePair | null>(null);
  const [removing, setRemoving] = useState<AdminChoicePair | null>(null);

  const create = useCreateChoicePair(() => setCreating(false));
  const update = useUpdateChoicePair(() => setEditing(null));
  const remove = useRemoveChoicePair(() => setRemoving(null));
  const deactivate = useDeactivatePairs(() => setSelected(new Set()));
  const generateAi = useGenerateAiPairs(() => pairs.data ?? []);

  const visible = useMemo(() => filterPairs(pairs.data ?? [], search, category), [pairs.data, search, category]);
  const selectedPairs = visible.filter((pair) => selected.has(pair.id));

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
    else create.mutate({ option1: values.option1, option2: values.option2, category: values.category, isActive: true });
  }

  return (
    <section aria-labelledby="choice-pairs-heading">
      <Toolbar>
        <h2 id="choice-pairs-heading" style={{ marginRight: 'auto' }}>
          Choice Pairs
        </h2>
        <Button variant="outline" onClick={() => generateAi.mutate()} loading={generateAi.isPending} disabled={!pairs.data}>
          Generate AI Pairs
        </Button>
        <Button onClick={() => setCreating(true)}>Create Pair</Button>
      </Toolbar>
      <Toolbar>
        <TextField label="Search pairs" type="search" placeholder="Either option's text" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Field>
          <label htmlFor="pair-filter">Category</label>
          <Select id="pair-filter" options={FILTER_OPTIONS} value={category} onValueChange={setCategory} />
        </Field>
        <Button variant="outline" onClick={() => setSelected(new Set(visible.map((pair) => pair.id)))} disabled={visible.length === 0}>
          Select All
        </Button>
        <Button variant="outline" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
          Deselect All
        </Button>
        <Button
          variant="destructive"
          onClick={() => deactivate.mutate(selectedPairs)}
          loading={deactivate.isPending}
          disabled={!selectedPairs.some((pair) => pair.isActive)}
        >
          Deactivate Selected ({selectedPairs.length})
        </Button>
      </Toolbar>
      {pairs.isPending ? (
        <div role="status" aria-label="Loading choice pairs">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : pairs.isError ? (
        <QueryError title="Couldn't load the choice pairs" error={pairs.error} onRetry={() => void pairs.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState title="No choice pairs found matching your search criteria." />
      ) : (
        <StackList $gap={2} aria-label="Choice pairs">
          {visible.map((pair) => {
            const title = `${pair.option1} vs ${pair.option2}`;
            return (
              <li key={pair.id}>
                <Row aria-label={title} data-testid="admin-pair">
                  <input type="checkbox" checked={selected.has(pair.id)} onChange={() => toggle(pair.id)} aria-label={`Select ${title}`} />
                  <Options>
                    <strong>{pair.option1}</strong> vs <strong>{pair.option2}</strong>
                  </Options>
                  <Badge variant="info">{pair.category}</Badge>
                  <Badge variant={pair.isActive ? 'success' : 'neutral'}>{pair.isActive ? 'Active' : 'Inactive'}</Badge>
                  <span>
                    {pair.totalVotes} {pair.totalVotes === 1 ? 'vote' : 'votes'}
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => setEditing(pair)} aria-label={`Edit ${title}`}>
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(pair)} aria-label={`Delete ${title}`}>
                    Delete
                  </Button>
                </Row>
              </li>
            );
          })}
        </StackList>
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
        saving={create.isPending || update.isPending}
        onSave={save}
      />
      <ConfirmRemoveDialog pair={removing} onCancel={() => setRemoving(null)} onConfirm={() => removing && remove.mutate(removing)} removing={remove.isPending} />
    </section>
  );
}
