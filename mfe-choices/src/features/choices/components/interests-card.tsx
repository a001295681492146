import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, space } from '@alive/ui';
import { plainErrorMessage } from '@alive/api-client';
import type { ChoiceCategory } from '@alive/contracts';
import { CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { categoryLabel } from '@alive/domain';
import { useSaveInterests } from '../api/interests.ts';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[4]};
`;

const Message = styled.div`
  margin-top: ${space[3]};
`;

export const FIRST_RUN_TITLE = 'What do you care about?';
export const EDIT_INTERESTS_TITLE = 'Your interests';

export interface InterestsCardProps {
  /** `first-run`: the step for a person with no choices and no pick yet; `edit`: changing the pick later. */
  mode: 'first-run' | 'edit';
  /** The current pick (preselected). */
  initial: readonly ChoiceCategory[];
  /** After a pick is saved. */
  onSaved: () => void;
  /** "Skip for now" (first run) or "Cancel" (edit): nothing is stored. */
  onDismiss: () => void;
}

/**
 * The categories a person cares about as toggle chips (docs/product/choices.md, First run): at least
 * one to continue; with category "all" the next pairs then come mostly from them, and starter
 * recommendation lists put them first.
 */
export function InterestsCard({ mode, initial, onSaved, onDismiss }: InterestsCardProps) {
  const [picked, setPicked] = useState<ReadonlySet<ChoiceCategory>>(() => new Set(initial));
  const save = useSaveInterests({ onSuccess: onSaved });
  const toggle = (category: ChoiceCategory) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });
  const title = mode === 'first-run' ? FIRST_RUN_TITLE : EDIT_INTERESTS_TITLE;
  return (
    <Card as="section" aria-label={title}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>
          {mode === 'first-run'
            ? 'Pick one or more categories and your first choices will come mostly from them. You can change this any time.'
            : 'With All Categories, most of your choices come from these.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Chips role="group" aria-label="Categories">
          {CHOICE_CATEGORIES.map((category) => {
            const on = picked.has(category);
            return (
              <Button key={category} size="sm" variant={on ? 'primary' : 'outline'} aria-pressed={on} onClick={() => toggle(category)}>
                {categoryLabel(category)}
              </Button>
            );
          })}
        </Chips>
        {save.isError ? (
          <Message>
            <Alert variant="danger">{plainErrorMessage(save.error)} Your pick was not saved; press {mode === 'first-run' ? 'Continue' : 'Save'} to try again.</Alert>
          </Message>
        ) : null}
        <Actions>
          <Button
            size="sm"
            disabled={picked.size === 0}
            loading={save.isPending}
            loadingText="Saving..."
            onClick={() => save.mutate(CHOICE_CATEGORIES.filter((category) => picked.has(category)))}
          >
            {mode === 'first-run' ? 'Continue' : 'Save'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss} disabled={save.isPending}>
            {mode === 'first-run' ? 'Skip for now' : 'Cancel'}
          </Button>
        </Actions>
      </CardContent>
    </Card>
  );
}
