import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, media, RemoteComponent, space } from '@alive/ui';
import { ALL_CATEGORIES } from '@alive/contracts/constants';
import { showStreakBadge } from '@alive/domain';
import type { ChoicePair } from '@alive/contracts';
import { useTotalChoices } from '../../../shared/api/get-happiness-profile.ts';
import { RecentChoicesCard, recentWithThisDevice, useRecentChoices } from '../../choice-history/index.ts';
import { SyncStatus, useWaitingVisible } from '../../choice-sync/index.ts';
import { InterestsCard, useFirstRunDecided, useInterests } from '../../interests/index.ts';
import { planReserveSize } from '../api/plan-reserve-size.ts';
import type { PairAnswer } from '../api/prepared-pairs.ts';
import { useChoiceKeys } from '../hooks/use-choice-keys.ts';
import { useChoicePlanLoop, type ChoicePlanLoop } from '../hooks/use-choice-plan-loop.ts';
import { useChoiceSubmission } from '../hooks/use-choice-submission.ts';
import { useChooserId } from '../hooks/use-chooser-id.ts';
import { useResponseTimer } from '../hooks/use-response-timer.ts';
import { CategorySelect } from './category-select.tsx';
import { ChoicePairCard } from './choice-pair-card.tsx';
import { GreatChoiceBadge } from './great-choice-badge.tsx';
import { LoadingMessage } from './loading-message.tsx';
import { NoMoreChoices } from './no-more-choices.tsx';
import { OfflineExhausted } from './offline-exhausted.tsx';
import { PairErrorState } from './pair-error-state.tsx';
import { ProgressCard } from './progress-card.tsx';
import { sessionFigure } from './session-figures.ts';
import { StreakBadge } from './streak-badge.tsx';
import { UndoLastChoice } from './undo-last-choice.tsx';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[3]};
  ${media.sm} { margin-bottom: ${space[4]}; }
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
 * Its own stacking context (positioned, z-index 0): the Great Choice! badge's z-index then only orders
 * it inside the card, so when the card scrolls under the sticky site header (phones) the header stays
 * on top instead of being covered.
 */
const PairPanel = styled(Card)`
  position: relative;
  z-index: 0;
  min-height: 300px;
  /* A little tighter on a phone, where every row counts toward the first screen. */
  && { padding: ${space[4]}; }
  ${media.sm} { && { padding: ${space[5]}; } }
  ${media.md} { && { padding: ${space[6]}; } }
`;

const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

const Above = styled.div`
  margin-bottom: ${space[3]};
  ${media.sm} { margin-bottom: ${space[5]}; }
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
 * Without a person (signed out) it renders nothing and makes no call.
 */
export function ChoiceLoop() {
  const { userId, confirmed, checking } = useChooserId();
  return userId ? <ChoiceLoopOf key={userId} userId={userId} confirmed={confirmed} checking={checking} /> : null;
}

function ChoiceLoopOf({ userId, confirmed, checking }: { userId: string; confirmed: boolean; checking: boolean }) {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  // Account data is only asked of the server for the person it answered for (not a remembered one offline).
  const recentQuery = useRecentChoices(confirmed);
  const totalQuery = useTotalChoices(confirmed);
  const interestsQuery = useInterests(confirmed);
  const [interestsStep, setInterestsStep] = useState<'undecided' | 'editing' | 'closed'>('undecided');

  // The loop and the queue need each other: the loop skips answered pairs and asks a plan once every
  // choice is sent; a choice moves the loop on. The submission reaches the loop (created after it) and
  // the response timer through refs, so both read the same render's state with no lag between them.
  const loopRef = useRef<ChoicePlanLoop | null>(null);
  const timerRef = useRef<() => number>(() => 0);
  const advance = useCallback((answer: PairAnswer) => loopRef.current?.advance(answer), []);
  const putBack = useCallback((pair: ChoicePair) => loopRef.current?.putBack(pair), []);
  const isShowing = useCallback((pair: ChoicePair) => loopRef.current?.isShowing(pair) ?? false, []);
  const elapsedMs = useCallback(() => timerRef.current(), []);
  const { choose, undo, isUndoing, session, greatChoice, lastChoice, answered, recordedThisVisit, sync } = useChoiceSubmission({
    userId,
    elapsedMs,
    advance,
    isShowing,
    putBack,
  });
  const loop = useChoicePlanLoop({
    userId,
    category,
    online: sync.online,
    answered,
    allSent: sync.waiting.length === 0,
    reserveSize: planReserveSize({ lastSendFailed: sync.lastSendFailed }),
  });
  loopRef.current = loop;
  timerRef.current = useResponseTimer(loop.shownKey);
  const showWaiting = useWaitingVisible(sync.waiting, sync.online);

  // A choice of this visit ends the first-run step, even if it is undone later.
  const choseThisVisit = session.sessionChoices > 0 || lastChoice !== null;
  useEffect(() => {
    if (choseThisVisit) setInterestsStep((step) => (step === 'undecided' ? 'closed' : step));
  }, [choseThisVisit]);
  const firstRun =
    interestsStep === 'undecided' &&
    !choseThisVisit &&
    interestsQuery.isSuccess &&
    interestsQuery.data.length === 0 &&
    recentQuery.isSuccess &&
    recentQuery.data.length === 0 &&
    sync.waiting.length === 0;
  const interestsCard =
    firstRun || interestsStep === 'editing' ? (
      <Above>
        <InterestsCard
          mode={firstRun ? 'first-run' : 'edit'}
          initial={interestsQuery.data ?? []}
          onSaved={() => {
            setInterestsStep('closed');
            loop.reload();
          }}
          onDismiss={() => setInterestsStep('closed')}
        />
      </Above>
    ) : null;

  const pair = loop.pair;
  // A skip of the pair on screen only: after a choice the loop is on the next pair before it shows.
  const skip = () => {
    if (pair && loop.isShowing(pair)) loop.advance('skip');
  };
  const panel = useRef<HTMLElement>(null);
  useChoiceKeys(
    {
      first: pair && !isUndoing ? () => choose(pair, 'option1') : undefined,
      second: pair && !isUndoing ? () => choose(pair, 'option2') : undefined,
      skip: pair && !isUndoing ? skip : undefined,
      undo: lastChoice && !isUndoing ? undo : undefined,
    },
    {
      pair: () => [...(panel.current?.querySelectorAll('[data-choice-option]') ?? [])],
      undo: () => [...(panel.current?.querySelectorAll('[data-undo-choice]') ?? [])],
    },
  );

  const recent = useMemo(
    () => recentWithThisDevice(recentQuery.data, sync.waiting, recordedThisVisit),
    [recentQuery.data, sync.waiting, recordedThisVisit],
  );

  let pairContent;
  if (loop.phase === 'setting-up') pairContent = <LoadingMessage text={SETTING_UP_TEXT} />;
  else if (loop.phase === 'loading') pairContent = <LoadingMessage text={LOADING_NEXT_TEXT} />;
  else if (loop.phase === 'offline-exhausted') pairContent = <OfflineExhausted />;
  else if (loop.phase === 'error' && loop.error) pairContent = <PairErrorState error={loop.error} onRetry={loop.reload} />;
  else if (pair === null)
    pairContent = (
      <NoMoreChoices
        category={category}
        onShowAllCategories={() => (category === ALL_CATEGORIES ? loop.reload() : setCategory(ALL_CATEGORIES))}
        onRefresh={loop.reload}
      />
    );
  else
    pairContent = (
      <ChoicePairCard pair={pair} submitting={isUndoing} onChoose={(selected) => choose(pair, selected)} onSkip={skip} />
    );

  const offline = !sync.online;
  const firstRunDecided = useFirstRunDecided({ confirmed, checking, interests: interestsQuery, recent: recentQuery });
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
      {/* Until the first-run step is decided (useFirstRunDecided) one loading card stands in; it is
          replaced by what follows, not moved. */}
      {firstRunDecided ? (
        <>
          {interestsCard}
          <Columns>
            <PairPanel
              ref={panel}
              $padded
              data-testid="pair-panel"
              aria-label="Current choice"
              aria-busy={loop.phase === 'setting-up' || loop.phase === 'loading' || isUndoing}
            >
              {pairContent}
              {lastChoice ? <UndoLastChoice lastChoice={lastChoice} busy={isUndoing} onUndo={undo} /> : null}
              <SyncStatus online={sync.online} waitingCount={sync.waiting.length} showWaiting={showWaiting} synced={sync.synced} />
              <GreatChoiceBadge overlay={greatChoice} />
            </PairPanel>
            <Aside>
              <ProgressCard
                totalChoices={totalQuery.data}
                unavailable={totalQuery.isError}
                offline={offline && totalQuery.data === undefined}
                // 0 while the streak badge already says this visit's count (docs/product/choices.md, Screen).
                sessionChoices={sessionFigure(session)}
                waitingCount={sync.waiting.length}
              />
              <RecentChoicesCard
                choices={recent}
                isLoading={recentQuery.isPending && !offline && recent === undefined}
                error={offline ? null : recentQuery.error}
                offline={offline && recentQuery.data === undefined}
                onRetry={() => void recentQuery.refetch()}
              />
            </Aside>
          </Columns>
          <Below aria-label="Profile completion">
            <RemoteComponent remote="profile" module="./ProfileCompletionCard" label="Profile completion" />
          </Below>
        </>
      ) : (
        <Card $padded>
          <LoadingMessage text={SETTING_UP_TEXT} />
        </Card>
      )}
    </>
  );
}
