import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, media, RemoteComponent, space } from '@alive/ui';
import { useCurrentUser } from '@alive/api-client';
import { ALL_CATEGORIES } from '@alive/contracts/constants';
import { showStreakBadge } from '@alive/domain';
import { useTotalChoices } from '../api/get-happiness-profile.ts';
import { useNextPair } from '../api/get-next-pair.ts';
import { useRecentChoices } from '../api/get-recent-choices.ts';
import { useInterests } from '../api/interests.ts';
import { useChoiceKeys } from '../hooks/use-choice-keys.ts';
import { useChoiceSubmission } from '../hooks/use-choice-submission.ts';
import { useResponseTimer } from '../hooks/use-response-timer.ts';
import { CategorySelect } from './category-select.tsx';
import { ChoicePairCard } from './choice-pair-card.tsx';
import { GreatChoiceOverlay } from './great-choice-overlay.tsx';
import { InterestsCard } from './interests-card.tsx';
import { LoadingMessage } from './loading-message.tsx';
import { NoMoreChoices } from './no-more-choices.tsx';
import { PairErrorState } from './pair-error-state.tsx';
import { ProgressCard } from './progress-card.tsx';
import { RecentChoicesCard } from './recent-choices-card.tsx';
import { StreakBadge } from './streak-badge.tsx';
import { UndoLastChoice } from './undo-last-choice.tsx';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[5]};
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr); gap: ${space[6]}; }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  min-width: 0;
`;

/**
 * Its own stacking context (positioned, z-index 0): the Great Choice! overlay's z-index then only
 * orders it inside the card, so when the card scrolls under the sticky site header (phones) the header
 * stays on top instead of being covered.
 */
const PairPanel = styled(Card)`
  position: relative;
  z-index: 0;
  min-height: 300px;
`;

const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

const Above = styled.div`
  margin-bottom: ${space[5]};
`;

const Below = styled.section`
  margin-top: ${space[8]};
`;

export const SETTING_UP_TEXT = 'Setting up your experience...';
export const LOADING_NEXT_TEXT = 'Loading next choice...';

/**
 * The signed-in home screen: category, current pair, progress, streak, recent choices. A person with no
 * choices and no pick of categories first sees "What do you care about?" above the pair (docs/product/choices.md,
 * First run); the pair stays answerable, and a choice, a pick or "Skip for now" ends the step for this visit.
 */
export function ChoiceLoop() {
  // Signed in per the shell's current-user query: pair and choice calls stop as soon as it says otherwise.
  const { isAuthenticated: isSignedIn } = useCurrentUser();
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const pairQuery = useNextPair(category, isSignedIn);
  const recentQuery = useRecentChoices(isSignedIn);
  const totalQuery = useTotalChoices(isSignedIn);
  const interestsQuery = useInterests(isSignedIn);
  const [interestsStep, setInterestsStep] = useState<'undecided' | 'editing' | 'closed'>('undecided');

  // "Setting up" until the first pair answer of this visit; afterwards every fetch is "next choice".
  const [setUp, setSetUp] = useState(pairQuery.isFetched);
  useEffect(() => {
    if (pairQuery.isFetched) setSetUp(true);
  }, [pairQuery.isFetched]);

  const pair = pairQuery.data ?? null;
  const pairOnScreen = pairQuery.isSuccess && !pairQuery.isFetching && pair !== null;
  const elapsedMs = useResponseTimer(pairOnScreen ? `${pair.id}:${pairQuery.dataUpdatedAt}` : null);
  const { choose, isSubmitting, session, greatChoiceVisible, lastChoice, undo } = useChoiceSubmission({ isSignedIn, elapsedMs, category });

  // A choice of this visit ends the first-run step, even if it is undone later.
  const choseThisVisit = lastChoice !== null;
  useEffect(() => {
    if (choseThisVisit) setInterestsStep((step) => (step === 'undecided' ? 'closed' : step));
  }, [choseThisVisit]);
  const firstRun =
    interestsStep === 'undecided' &&
    !choseThisVisit &&
    interestsQuery.isSuccess &&
    interestsQuery.data.length === 0 &&
    recentQuery.isSuccess &&
    recentQuery.data.length === 0;
  const interestsCard =
    firstRun || interestsStep === 'editing' ? (
      <Above>
        <InterestsCard
          mode={firstRun ? 'first-run' : 'edit'}
          initial={interestsQuery.data ?? []}
          onSaved={() => setInterestsStep('closed')}
          onDismiss={() => setInterestsStep('closed')}
        />
      </Above>
    ) : null;

  const refetchPair = () => void pairQuery.refetch();
  const answerable = pairOnScreen && !isSubmitting;
  useChoiceKeys({
    first: answerable ? () => choose(pair, 'option1') : undefined,
    second: answerable ? () => choose(pair, 'option2') : undefined,
    skip: answerable ? refetchPair : undefined,
    undo: lastChoice && !isSubmitting ? undo : undefined,
  });

  let pairContent;
  if (!setUp) pairContent = <LoadingMessage text={SETTING_UP_TEXT} />;
  else if (pairQuery.isFetching) pairContent = <LoadingMessage text={LOADING_NEXT_TEXT} />;
  else if (pairQuery.isError) pairContent = <PairErrorState error={pairQuery.error} onRetry={refetchPair} />;
  else if (pair === null)
    pairContent = (
      <NoMoreChoices
        category={category}
        onShowAllCategories={() => (category === ALL_CATEGORIES ? refetchPair() : setCategory(ALL_CATEGORIES))}
        onRefresh={refetchPair}
      />
    );
  else
    pairContent = (
      <ChoicePairCard
        pair={pair}
        submitting={isSubmitting}
        onChoose={(selected) => choose(pair, selected)}
        onSkip={refetchPair}
      />
    );

  return (
    <>
      <Toolbar>
        <CategorySelect value={category} onChange={setCategory} />
        <ToolbarEnd>
          {showStreakBadge(session.streak) ? <StreakBadge streak={session.streak} /> : null}
          {interestsQuery.isSuccess && !interestsCard ? (
            <Button variant="ghost" size="sm" onClick={() => setInterestsStep('editing')}>
              Your interests
            </Button>
          ) : null}
        </ToolbarEnd>
      </Toolbar>
      {interestsCard}
      <Columns>
        <PairPanel $padded data-testid="pair-panel" aria-label="Current choice" aria-busy={pairQuery.isFetching || isSubmitting}>
          {pairContent}
          {lastChoice ? <UndoLastChoice lastChoice={lastChoice} busy={isSubmitting} onUndo={undo} /> : null}
          {greatChoiceVisible ? <GreatChoiceOverlay /> : null}
        </PairPanel>
        <Aside>
          <ProgressCard
            totalChoices={totalQuery.data}
            unavailable={totalQuery.isError}
            sessionChoices={session.sessionChoices}
          />
          <RecentChoicesCard
            choices={recentQuery.data}
            isLoading={recentQuery.isPending}
            error={recentQuery.error}
            onRetry={() => void recentQuery.refetch()}
          />
        </Aside>
      </Columns>
      <Below aria-label="Profile completion">
        <RemoteComponent remote="profile" module="./ProfileCompletionCard" label="Profile completion" />
      </Below>
    </>
  );
}
