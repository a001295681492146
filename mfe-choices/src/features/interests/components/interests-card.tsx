import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, media, space } from '@alive/ui';
import { plainErrorMessage } from '@alive/api-client';
import type { ChoiceCategory } from '@alive/contracts';
import { CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { categoryLabel } from '@alive/domain';
import { useSaveInterests } from '../api/interests.ts';

/**
 * On a phone the card stays short, so the pair below it is still on the first screen
 * (docs/product/choices.md, Screen): tighter padding, and the chips in one row that scrolls sideways
 * (the page itself never does); from the small breakpoint up they wrap.
 */
const Compact = styled(Card)`
  & > header { padding: ${space[4]} ${space[4]} 0; }
  & > div { padding: ${space[3]} ${space[4]} ${space[4]}; }
  ${media.sm} {
    & > header { padding: ${space[5]} ${space[5]} 0; }
    & > div { padding: ${space[4]} ${space[5]} ${space[5]}; }
  }
  ${media.md} {
    & > header { padding: ${space[6]} ${space[6]} 0; }
    & > div { padding: ${space[4]} ${space[6]} ${space[6]}; }
  }
`;

/** The explanation from the small breakpoint up; on a phone the question and the chips say enough. */
const Explanation = styled(CardDescription)`
  display: none;
  ${media.sm} { display: block; }
`;

const Chips = styled.div`
  display: flex;
  gap: ${space[2]};
  overflow-x: auto;
  /* Room for the focus ring of the first and last chip inside the scrolling box. */
  margin: -4px;
  padding: 4px;
  & > button { flex: none; }
  ${media.sm} { flex-wrap: wrap; overflow-x: visible; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[3]};
  ${media.sm} { margin-top: ${space[4]}; }
  ${media.lg} { margin-top: 0; }
`;

/** On a wide screen the buttons sit at the end of the chips' row: one row less above the pair. */
const Picker = styled.div`
  ${media.lg} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space[4]};
  }
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
    <Compact as="section" aria-label={title}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <Explanation>
          {mode === 'first-run'
            ? 'Your first choices will come mostly from the categories you pick. You can change this any time.'
            : 'With All Categories, most of your choices come from these.'}
        </Explanation>
      </CardHeader>
      <CardContent>
        <Picker>
          <Chips role="group" aria-label="Categories" data-scroll-x="">
            {CHOICE_CATEGORIES.map((category) => {
              const on = picked.has(category);
              return (
                <Button key={category} size="sm" variant={on ? 'primary' : 'outline'} aria-pressed={on} onClick={() => toggle(category)}>
                  {categoryLabel(category)}
                </Button>
              );
            })}
          </Chips>
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
        </Picker>
        {save.isError ? (
          <Message>
            <Alert variant="danger">{plainErrorMessage(save.error)} Your pick was not saved; press {mode === 'first-run' ? 'Continue' : 'Save'} to try again.</Alert>
          </Message>
        ) : null}
      </CardContent>
    </Compact>
  );
}
