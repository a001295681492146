import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey, onChoiceRecorded } from '@alive/api-client';
import { useToast } from '@alive/ui';
import {
  CHOICE_MAKER_HEADER,
  choiceConflictSchema,
  IDEMPOTENCY_KEY_HEADER,
  type ChoiceConflictCode,
  type CurrentUser,
  type SubmitChoice,
} from '@alive/contracts';
import { choicesRoutes } from '@alive/contracts/routes';
import { authApi, choicesApi, failure, happinessProfile, installApiServer, makePair, makeUserChoice, profileApi, signedInUser } from '@alive/api-mocks';
import { queuedChoicesOf } from '../../choice-sync/api/choice-queue.ts';
import { SYNCED_NOTICE_MS } from '../../choice-sync/hooks/use-choice-sync.ts';
import { WAITING_SHOWN_AFTER_MS } from '../../choice-sync/hooks/use-waiting-visible.ts';
import { goOffline, goOnline, installChoiceDevice } from '../../../test/choice-device.ts';
import { renderHomeScreen } from '../../../test/render-home-screen.tsx';
import { OFFLINE_NOTE } from '../../choice-sync/components/sync-status.tsx';

// Who a waiting choice is sent for, and what the person reads about it (docs/product/choices.md,
// Offline and Only the maker's session).

vi.mock('@alive/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@alive/ui')>();
  return { ...ui, RemoteComponent: () => <div data-testid="remote-component" /> };
});
vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
installChoiceDevice(api);

afterEach(() => {
  vi.useRealTimers();
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
});

const maya: CurrentUser = { ...signedInUser, id: 'user-maya', email: 'maya@alive.local', firstName: 'Maya', lastName: 'Chen' };

const option = (name: string) => screen.getByRole('button', { name });
const findOption = (name: string) => screen.findByRole('button', { name });
const statusLine = () => screen.queryByText(/(waiting to sync|synced)$/);
/** The titles of the toasts open now, read through one hook of the page's toaster. */
function watchToasts(): () => unknown[] {
  const { result } = renderHook(() => useToast());
  return () => result.current.toasts.filter((t) => t.open).map((t) => t.title);
}

interface Sent {
  pairId: number;
  key: string | null;
  maker: string | null;
}

/** An outage of the choices service: while `on`, every send answers 503 (the choice waits and is retried). */
interface Outage {
  on: boolean;
  attempts: number;
}

/**
 * Answers every choice POST 201 (a total the profile call follows) and records its pair, key and maker
 * in `sent`; while `outage.on`, answers 503 instead, counting the attempts.
 */
function recordSends(outage: Outage = { on: false, attempts: 0 }): Sent[] {
  const sent: Sent[] = [];
  api.use(
    choicesApi.submitChoice(async (request) => {
      if (outage.on) {
        outage.attempts += 1;
        return failure(503, 'Service Unavailable');
      }
      const body = (await request.json()) as SubmitChoice;
      sent.push({ pairId: body.choicePairId, key: request.headers.get(IDEMPOTENCY_KEY_HEADER), maker: request.headers.get(CHOICE_MAKER_HEADER) });
      return { ...makeUserChoice(100 + sent.length, new Date(), makePair(body.choicePairId)), selectedOption: body.selectedOption };
    }),
    profileApi.happinessProfile(() => happinessProfile(undefined, sent.length)),
  );
  return sent;
}

/** The choices service refuses every choice with this 409, as the service words it. */
function refuseWith(code: ChoiceConflictCode, onRefused?: () => void) {
  const conflict = choiceConflictSchema.parse({ code, message: `refused: ${code}` });
  api.use(
    http.post(choicesRoutes.submitChoice.path, () => {
      onRefused?.();
      return HttpResponse.json(conflict, { status: 409 });
    }),
  );
}

/** Makes `count` choices offline on the home screen (pairs 1, 2, …); they wait on the device. */
async function chooseOffline(user: ReturnType<typeof userEvent.setup>, count: number) {
  await findOption('Mountain cabin 1');
  act(() => goOffline());
  await screen.findByText(OFFLINE_NOTE);
  for (let pair = 1; pair <= count; pair += 1) await user.click(option(`Mountain cabin ${pair}`));
  await waitFor(() => expect(statusLine()).toHaveTextContent(`${count} choice${count === 1 ? '' : 's'} waiting to sync`));
}

const authChecks = () => api.requestsTo('GET', '/api/auth/user').length;

function useFakeClock() {
  // setImmediate stays real: fake-indexeddb (the device's queue) schedules its work with it.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('only the maker’s session sends their choices', () => {
  it('sends every choice with its maker and its key, made online or offline', async () => {
    const user = userEvent.setup();
    const sent = recordSends();
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await waitFor(() => expect(sent).toHaveLength(1));
    await findOption('Mountain cabin 2');
    act(() => goOffline());
    await user.click(option('Mountain cabin 2'));
    act(() => goOnline());
    await waitFor(() => expect(sent.map((s) => s.pairId)).toEqual([1, 2]));
    for (const send of sent) expect(send).toEqual({ pairId: send.pairId, key: expect.any(String), maker: signedInUser.id });
  });

  it('asks who is signed in before each send round; another person signed in: nothing is sent, the choice waits for its maker and the page follows the new person', async () => {
    const shownToasts = watchToasts();
    const user = userEvent.setup();
    const outage = { on: true, attempts: 0 };
    const sent = recordSends(outage);
    const { queryClient } = renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await waitFor(() => expect(outage.attempts).toBe(1));
    await waitFor(() => expect(statusLine()).toHaveTextContent('1 choice waiting to sync'));
    const checksBefore = authChecks();

    // Another tab of this browser signed out and signed in as Maya; the send works again. The retry
    // asks who is signed in first, and the page's own answer still says the maker.
    api.use(authApi.currentUser(maya));
    outage.on = false;
    await waitFor(() => expect(queryClient.getQueryData<CurrentUser>(currentUserQueryKey)?.id).toBe(maya.id), { timeout: 5_000 });
    expect(authChecks()).toBeGreaterThan(checksBefore);
    expect(sent).toEqual([]);
    // Maya's own loop: nothing of hers waits; the maker's choice stays on the device for them.
    await waitFor(() => expect(statusLine()).not.toBeInTheDocument());
    expect((await queuedChoicesOf(signedInUser.id)).map((choice) => [choice.userId, choice.choicePairId])).toEqual([[signedInUser.id, 1]]);
    expect(await queuedChoicesOf(maya.id)).toEqual([]);
    expect(shownToasts()).toEqual([]);

    // Its maker signs in again: it is sent for them, once.
    api.use(authApi.currentUser(signedInUser));
    await act(() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }));
    await waitFor(() => expect(sent).toEqual([{ pairId: 1, key: expect.any(String), maker: signedInUser.id }]));
    await waitFor(async () => expect(await queuedChoicesOf(signedInUser.id)).toEqual([]));
    // The sender's first retry waits its real second (choice-sender.ts): on a loaded machine the test's
    // waits add up past the default 5 s.
  }, 15_000);

  it('nobody signed in any more: nothing is sent, the choice is kept, and the page asks to log in', async () => {
    const user = userEvent.setup();
    const outage = { on: true, attempts: 0 };
    const sent = recordSends(outage);
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await waitFor(() => expect(outage.attempts).toBe(1));

    api.use(authApi.signedOut());
    outage.on = false;
    expect(await screen.findByRole('heading', { name: 'Login Required' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(await queuedChoicesOf(signedInUser.id)).toHaveLength(1);
    // The sender's first retry waits its real second (choice-sender.ts): on a loaded machine the test's
    // waits add up past the default 5 s.
  }, 15_000);

  it('a send refused as another maker’s (the session changed after the check) keeps the choice, says nothing, and the page follows the session', async () => {
    const shownToasts = watchToasts();
    const user = userEvent.setup();
    const { queryClient } = renderHomeScreen();
    await chooseOffline(user, 1);
    // The check still sees the maker; by the send, Maya is signed in.
    refuseWith('choice_maker_mismatch', () => api.use(authApi.currentUser(maya)));
    act(() => goOnline());
    await waitFor(() => expect(queryClient.getQueryData<CurrentUser>(currentUserQueryKey)?.id).toBe(maya.id));
    expect(api.requestsTo('POST', '/api/user-choices')).toHaveLength(1);
    expect((await queuedChoicesOf(signedInUser.id)).map((choice) => choice.choicePairId)).toEqual([1]);
    expect(shownToasts()).toEqual([]);
  });

  it('a choice undone since it was recorded (409 choice_undone) leaves the queue: no toast, not announced, no confirmation', async () => {
    const shownToasts = watchToasts();
    const user = useFakeClock();
    const { queryClient } = renderHomeScreen();
    const announced = vi.fn();
    onChoiceRecorded(queryClient, announced);
    await chooseOffline(user, 1);
    act(() => vi.advanceTimersByTime(WAITING_SHOWN_AFTER_MS + 1));
    refuseWith('choice_undone');
    const plansBefore = api.requestsTo('GET', '/api/choice-pairs/plan').length;
    act(() => goOnline());
    // The loop asks a plan once nothing waits: the drain has ended, and whatever it says is on screen.
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan').length).toBeGreaterThan(plansBefore));
    expect(await queuedChoicesOf(signedInUser.id)).toEqual([]);
    expect(statusLine()).not.toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/user-choices')).toHaveLength(1);
    expect(announced).not.toHaveBeenCalled();
    expect(shownToasts()).toEqual([]);
  });

  it('another person’s key (409 idempotency_key_not_yours) is refused for good with the submit error, not “Already answered”', async () => {
    const shownToasts = watchToasts();
    const user = userEvent.setup();
    renderHomeScreen();
    await chooseOffline(user, 1);
    refuseWith('idempotency_key_not_yours');
    act(() => goOnline());
    await waitFor(() => expect(shownToasts()).toEqual(['Error']));
    expect(await queuedChoicesOf(signedInUser.id)).toEqual([]);
  });
});

describe('what the person reads about waiting choices', () => {
  it('the progress card counts the choices waiting on this device and says so, in the words of the waiting line', async () => {
    const user = userEvent.setup();
    const sent = recordSends();
    renderHomeScreen();
    await waitFor(() => expect(screen.getByTestId('progress-count')).toHaveTextContent('0/50'));
    await chooseOffline(user, 3);
    expect(screen.getByTestId('progress-count')).toHaveTextContent('3/50');
    expect(screen.getByTestId('progress-waiting')).toHaveTextContent('Includes 3 choices waiting to sync.');
    expect(screen.getByText('47 more choices for a well-rounded profile.')).toBeInTheDocument();

    act(() => goOnline());
    await waitFor(() => expect(sent).toHaveLength(3));
    await waitFor(() => expect(screen.queryByTestId('progress-waiting')).not.toBeInTheDocument());
    expect(screen.getByTestId('progress-count')).toHaveTextContent('3/50');
    await waitFor(() => expect(api.requestsTo('GET', '/api/happiness-profile').length).toBeGreaterThan(1));
    expect(screen.getByTestId('progress-count')).toHaveTextContent('3/50');
  });

  it('after a reload offline the progress card speaks calmly: no error, the waiting choices said beside the unknown total', async () => {
    const user = userEvent.setup();
    const first = renderHomeScreen();
    await chooseOffline(user, 2);
    first.unmount();

    renderHomeScreen();
    await waitFor(() => expect(statusLine()).toHaveTextContent('2 choices waiting to sync'));
    expect(screen.getByTestId('progress-count')).toHaveTextContent('–/50');
    expect(screen.getByText("Your total is available when you're back online.")).toBeInTheDocument();
    expect(screen.getByTestId('progress-waiting')).toHaveTextContent('Plus 2 choices waiting to sync.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says “N choices synced” politely once the choices that waited are sent, and the line goes by itself', async () => {
    const user = useFakeClock();
    const sent = recordSends();
    renderHomeScreen();
    await chooseOffline(user, 2);
    act(() => vi.advanceTimersByTime(WAITING_SHOWN_AFTER_MS + 1));

    act(() => goOnline());
    await waitFor(() => expect(statusLine()).toHaveTextContent('2 choices synced'));
    expect(sent).toHaveLength(2);
    expect(statusLine()).toHaveAttribute('role', 'status');
    expect(statusLine()).toHaveAttribute('aria-live', 'polite');
    // The line's timer starts in an effect of the render that showed it.
    await act(async () => {});

    // Half its time on (the fake clock also moves with real time, so not to the last millisecond): still there.
    act(() => vi.advanceTimersByTime(SYNCED_NOTICE_MS / 2));
    expect(statusLine()).toHaveTextContent('2 choices synced');
    act(() => vi.advanceTimersByTime(SYNCED_NOTICE_MS / 2));
    expect(statusLine()).not.toBeInTheDocument();
  });

  it('the confirmation goes with the next choice', async () => {
    const user = useFakeClock();
    recordSends();
    renderHomeScreen();
    await chooseOffline(user, 1);
    act(() => vi.advanceTimersByTime(WAITING_SHOWN_AFTER_MS + 1));
    act(() => goOnline());
    expect(await screen.findByText('1 choice synced')).toBeInTheDocument();
    await user.click(option('Mountain cabin 2'));
    expect(screen.queryByText('1 choice synced')).not.toBeInTheDocument();
  });

  it('confirms nothing for a choice sent at once (it never showed as waiting)', async () => {
    const user = userEvent.setup();
    const sent = recordSends();
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The plan asked once nothing waits: the drain has ended.
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan')).toHaveLength(2));
    expect(statusLine()).not.toBeInTheDocument();
  });
});
