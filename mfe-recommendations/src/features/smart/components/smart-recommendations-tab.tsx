import { ApiError } from '@alive/api-client';
import { Button, EmptyState, Select, space, Stack, useLoginRedirect, useLoginRedirectOnError, useToast } from '@alive/ui';
import { SparkIcon } from '@alive/ui/icons';
import { ALL_CATEGORIES, CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { categoryLabel } from '@alive/domain';
import type { SmartRecommendation } from '@alive/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { CardGrid } from '../../../shared/components/card-parts.tsx';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { LoadingGrid } from '../../../shared/components/loading-grid.tsx';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { StarterNote } from '../../../shared/components/starter.tsx';
import { useAddPersonalPair } from '../api/add-personal-pair.ts';
import { useSmartRecommendations, type SmartCategory } from '../api/get-smart-recommendations.ts';
import { AddPairDialog } from './add-pair-dialog.tsx';
import { SmartPairCard } from './smart-pair-card.tsx';

export const SMART_CATEGORY_OPTIONS: readonly { value: SmartCategory; label: string }[] = [
  { value: ALL_CATEGORIES, label: 'All Categories' },
  ...CHOICE_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
];

export const SMART_TOASTS = {
  generated: { title: 'Recommendations generated successfully.' },
  generateFailed: { title: 'Error', description: 'Failed to generate recommendations. Please try again.' },
  added: { title: 'Choice pair added', description: 'It is waiting for you on the A.L.I.V.E Choices screen.' },
  addFailed: { title: 'Error', description: 'Failed to create choice pair from recommendation.' },
} as const;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const Filter = styled.div`
  flex: 1 1 220px;
  max-width: 320px;
`;

function isSmartCategory(value: string): value is SmartCategory {
  return SMART_CATEGORY_OPTIONS.some((option) => option.value === value);
}

/** Recommendations tab: proposed pairs for the chosen category, Generate New, and Add with a confirm dialog. */
export function SmartRecommendationsTab() {
  const [category, setCategory] = useState<SmartCategory>(ALL_CATEGORIES);
  const [confirming, setConfirming] = useState<SmartRecommendation | null>(null);
  const [addedIds, setAddedIds] = useState<ReadonlySet<string>>(new Set());
  const { toast } = useToast();
  const redirectOn401 = useLoginRedirect();
  const smart = useSmartRecommendations(category);
  useLoginRedirectOnError(smart.error);

  const add = useAddPersonalPair({
    onSuccess: (_added, pair) => {
      setAddedIds((ids) => new Set(ids).add(pair.id));
      setConfirming(null);
      toast({ variant: 'success', ...SMART_TOASTS.added });
    },
    onError: (error) => {
      setConfirming(null);
      if (redirectOn401(error)) return;
      // 409: the shared set already has these two options; the server says so.
      if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
        toast({ variant: 'destructive', title: 'Not added', description: error.serverMessage });
        return;
      }
      toast({ variant: 'destructive', ...SMART_TOASTS.addFailed });
    },
  });

  const generateNew = async () => {
    const result = await smart.refetch();
    if (result.isError) {
      if (!redirectOn401(result.error)) toast({ variant: 'destructive', ...SMART_TOASTS.generateFailed });
      return;
    }
    toast({ variant: 'success', ...SMART_TOASTS.generated });
  };

  return (
    <Stack>
      <Toolbar>
        <Filter>
          <Select
            aria-label="Smart recommendation category"
            options={SMART_CATEGORY_OPTIONS}
            value={category}
            onValueChange={(value) => {
              if (isSmartCategory(value)) setCategory(value);
            }}
          />
        </Filter>
        <Button icon={<SparkIcon size={16} />} loading={smart.isFetching} loadingText="Generating…" onClick={() => void generateNew()}>
          Generate New
        </Button>
      </Toolbar>
      {smart.isPending ? (
        <LoadingGrid count={3} label="Loading smart recommendations" />
      ) : smart.isError && !smart.data ? (
        <LoadError title="Couldn't load smart recommendations" error={smart.error} onRetry={() => void smart.refetch()} />
      ) : smart.data.recommendations.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<SparkIcon size={26} />}
          title="No new pairs to suggest"
          description="Make a few more A.L.I.V.E Choices, or try another category, and new pairs will be proposed for you."
          action={<RouterLinkButton to="/">Make some choices</RouterLinkButton>}
        />
      ) : (
        <>
          {smart.data.basis === 'starter' ? <StarterNote /> : null}
          <CardGrid aria-label="Smart recommendations">
            {smart.data.recommendations.map((pair) => (
              <li key={pair.id}>
                <SmartPairCard pair={pair} added={addedIds.has(pair.id)} onAdd={setConfirming} starter={smart.data.basis === 'starter'} />
              </li>
            ))}
          </CardGrid>
        </>
      )}
      <AddPairDialog pair={confirming} adding={add.isPending} onConfirm={(pair) => add.mutate(pair)} onCancel={() => setConfirming(null)} />
    </Stack>
  );
}
