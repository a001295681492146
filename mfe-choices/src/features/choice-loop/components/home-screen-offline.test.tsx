import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey, onChoiceRecorded } from '@alive/api-client';
import { useToast } from '@alive/ui';
import type { SubmitChoice } from '@alive/contracts';
import { IDEMPOTENCY_KEY_HEADER, UUID_V7_PATTERN } from '@alive/contracts';
import { choicesApi, failure, gate, installApiServer, makePair, makeUserChoice, signedInUser } from '@alive/api-mocks';
import { enqueueChoice } from '../../choice-sync/api/choice-queue.ts';
import { choiceSenderFor } from '../../choice-sync/api/choice-sender.ts';
import { goOffline, goOnline, installChoiceDevice, planOf } from '../../../test/choice-device.ts';
import { renderHomeScreen } from '../../../test/render-home-screen.tsx';
import { WAITING_SHOWN_AFTER_MS } from '../../choice-sync/hooks/use-waiting-visible.ts';
import { LOADING_NEXT_TEXT } from './choice-loop.tsx';
import { OFFLINE_EXHAUSTED_TEXT } from './offline-exhausted.tsx';
import { RECENT_OFFLINE_NOTE } from '../../choice-history/components/recent-choices-card.tsx';
import { OFFLINE_NOTE } from '../../choice-sync/components/sync-status.tsx';

// The home loop that never waits and never loses a choice (docs/product/choices.md, Offline).

vi.mock('@alive/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@alive/ui')>();
  return { ...ui, RemoteComponent: () => <div data-testid="remote-component" /> };
});
vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
installChoiceDevice(api);

afterEach(() => {
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  vi.useRealTimers();
});

const option = (name: string) => screen.getByRole('button', { name });
const findOption = (name: string) => screen.findByRole('button', { name });
const waitingLine = () => screen.queryByText(/waiting to sync$/);
const posted = () => api.requestsTo('POST', '/api/user-choices').map((c) => c.body as SubmitChoice);

function useFakeClock() {
  // setImmediate stays real: fake-indexeddb (the device's queue) schedules its work with it.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/**
 * Follows every drain of the signed-in person's sender, from before the screen starts one; the function
 * returned settles once none is under way. A drain called during another makes that one go round again,
 * which is a drain call of its own, so the wait goes on until the sender has nothing left to do.
 */
function followDrains(): () => Promise<void> {
  const sender = choiceSenderFor(signedInUser.id);
  const drain = sender.drain.bind(sender);
  const running = new Set<Promise<void>>();
  vi.spyOn(sender, 'drain').mockImplementation(() => {
    const run = drain();
    running.add(run);
    void run.finally(() => running.delete(run));
    return run;
  });
  return async () => {
    while (running.size > 0) await Promise.all(running);
  };
}

/** Records the idempotency key of every choice send, answering 201 with the choice. */
function recordKeys(): string[] {
  const keys: string[] = [];
  api.use(
    choicesApi.submitChoice(async (request) => {
      keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
      const body = (await request.json()) as SubmitChoice;
      return { ...makeUserChoice(100 + keys.length, new Date(), makePair(body.choicePairId)), selectedOption: body.selectedOption };
    }),
  );
  return keys;
}

describe('the next pair is ready', () => {
  it('renders the next pair in the same click, with no loading text, while the plan for it is still on its way', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    const laterPlan = gate();
    api.use(choicesApi.plan(async () => (await laterPlan.wait, planOf(2))));
    await user.click(option('Mountain cabin 1'));
    // No waiting: the pair is in the DOM as the click returns.
    expect(option('Mountain cabin 2')).toBeEnabled();
    expect(screen.queryByText(LOADING_NEXT_TEXT)).not.toBeInTheDocument();
    await user.click(option('City break 2'));
    expect(option('Mountain cabin 3')).toBeEnabled();
    expect(screen.queryByText(LOADING_NEXT_TEXT)).not.toBeInTheDocument();
    laterPlan.open();
  });

  it('shows the plan’s pair when the pair on screen was answered elsewhere', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await findOption('Mountain cabin 2');
    // The plan for pair 2 says: pair 2 is gone (answered in another tab), show 9.
    api.use(choicesApi.plan(planOf(9)));
    await user.click(option('Skip this choice'));
    expect(await findOption('Mountain cabin 9')).toBeEnabled();
  });

  it('sends each choice with its own UUIDv7 idempotency key, in click order', async () => {
    const user = userEvent.setup();
    const keys = recordKeys();
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await user.click(option('City break 2'));
    await waitFor(() => expect(keys).toHaveLength(2));
    for (const key of keys) expect(key).toMatch(UUID_V7_PATTERN);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('offline', () => {
  it('keeps choosing offline from the prepared pairs, counts what waits, keeps it over a reload, and sends it once back online', async () => {
    const user = userEvent.setup();
    const keys = recordKeys();
    const first = renderHomeScreen();
    await findOption('Mountain cabin 1');
    act(() => goOffline());
    expect(await screen.findByText(OFFLINE_NOTE)).toBeInTheDocument();
    await user.click(option('Mountain cabin 1'));
    await user.click(option('City break 2'));
    await waitFor(() => expect(waitingLine()).toHaveTextContent('2 choices waiting to sync'));
    expect(screen.getByTestId('session-choices')).toHaveTextContent('+2 this session');
    // The recent list shows them already, with a quiet note instead of an error.
    expect(screen.getAllByTestId('recent-choice').map((item) => item.textContent)).toEqual([
      expect.stringContaining('City break 2'),
      expect.stringContaining('Mountain cabin 1'),
    ]);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(posted()).toEqual([]);

    // A reload while offline: the queue and the prepared pairs come back from the device.
    first.unmount();
    renderHomeScreen();
    await waitFor(() => expect(waitingLine()).toHaveTextContent('2 choices waiting to sync'));
    expect(await findOption('Mountain cabin 3')).toBeEnabled();
    await user.click(option('Mountain cabin 3'));
    await waitFor(() => expect(waitingLine()).toHaveTextContent('3 choices waiting to sync'));
    expect(screen.getByText(RECENT_OFFLINE_NOTE)).toBeInTheDocument();
    expect(posted()).toEqual([]);

    act(() => goOnline());
    await waitFor(() => expect(posted().map((c) => c.choicePairId)).toEqual([1, 2, 3]));
    await waitFor(() => expect(waitingLine()).not.toBeInTheDocument());
    expect(new Set(keys).size).toBe(3);
    expect([...keys].sort()).toEqual(keys);
    expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument();
  });

  it('says so calmly when every prepared pair is answered offline (no spinner, no error)', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.plan(planOf(1, 1)));
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    act(() => goOffline());
    await user.click(option('Mountain cabin 1'));
    await user.click(option('Mountain cabin 2'));
    await user.click(option('Mountain cabin 3'));
    expect(await screen.findByText(OFFLINE_EXHAUSTED_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(LOADING_NEXT_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(waitingLine()).toHaveTextContent('3 choices waiting to sync');

    api.use(choicesApi.plan(planOf(20)));
    act(() => goOnline());
    expect(await findOption('Mountain cabin 20')).toBeEnabled();
    await waitFor(() => expect(posted()).toHaveLength(3));
  });

  it('Undo of a choice still waiting takes it out of the queue: no request, ever', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    act(() => goOffline());
    await user.click(option('City break 1'));
    await waitFor(() => expect(waitingLine()).toHaveTextContent('1 choice waiting to sync'));
    await user.click(screen.getByRole('button', { name: 'Undo last choice' }));
    await findOption('Mountain cabin 1');
    await waitFor(() => expect(option('Mountain cabin 1')).toBeEnabled());
    await waitFor(() => expect(waitingLine()).not.toBeInTheDocument());
    expect(screen.queryByTestId('session-choices')).not.toBeInTheDocument();

    act(() => goOnline());
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan').at(-1)!.url).toContain('current=1'));
    expect(api.requestsTo('POST', '/api/user-choices')).toEqual([]);
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('never sends another account’s waiting choices, nor counts them', async () => {
    const stranger = makePair(77);
    await enqueueChoice({
      key: '0190a000-0000-7000-8000-000000000001',
      userId: `not-${signedInUser.id}`,
      choicePairId: stranger.id,
      selectedOption: 'option1',
      responseTime: 500,
      pair: stranger,
      createdAt: new Date(0).toISOString(),
    });
    const user = userEvent.setup();
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await waitFor(() => expect(posted().map((c) => c.choicePairId)).toEqual([1]));
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan').length).toBeGreaterThan(1));
    expect(posted().map((c) => c.choicePairId)).toEqual([1]);
    expect(waitingLine()).not.toBeInTheDocument();
  });

  it('shows no waiting line on a fast connection', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan')).toHaveLength(2));
    expect(waitingLine()).not.toBeInTheDocument();
    expect(within(screen.getByTestId('pair-panel')).queryByText(OFFLINE_NOTE)).not.toBeInTheDocument();
  });
});

describe('after the home screen has gone (the person went on to another screen of the page)', () => {
  /** Makes `count` choices offline on the home screen, then leaves it; the page and its query client stay. */
  async function chooseOfflineThenLeave(count: number) {
    const user = userEvent.setup();
    const home = renderHomeScreen();
    await findOption('Mountain cabin 1');
    act(() => goOffline());
    for (let pair = 1; pair <= count; pair += 1) await user.click(option(`Mountain cabin ${pair}`));
    await waitFor(() => expect(waitingLine()).toHaveTextContent(`${count} choice${count === 1 ? '' : 's'} waiting to sync`));
    home.unmount();
    return home.queryClient;
  }

  it('sends what waits once back online, in click order, and tells the page so its screens refresh', async () => {
    const keys = recordKeys();
    const queryClient = await chooseOfflineThenLeave(2);
    const announced: number[] = [];
    onChoiceRecorded(queryClient, (choice) => announced.push(choice.choicePairId));
    expect(posted()).toEqual([]);

    act(() => goOnline());
    await waitFor(() => expect(posted().map((c) => c.choicePairId)).toEqual([1, 2]));
    await waitFor(() => expect(announced).toEqual([1, 2]));
    expect(new Set(keys).size).toBe(2);
  });

  it('retries a failed send on its own, with the same key', async () => {
    const keys: string[] = [];
    api.use(
      choicesApi.submitChoice(async (request) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
        if (keys.length === 1) return failure(503, 'busy');
        const body = (await request.json()) as SubmitChoice;
        return { ...makeUserChoice(100, new Date(), makePair(body.choicePairId)), selectedOption: body.selectedOption };
      }),
    );
    const drainsOver = followDrains();
    const queryClient = await chooseOfflineThenLeave(1);
    const announced: number[] = [];
    onChoiceRecorded(queryClient, (choice) => announced.push(choice.choicePairId));
    useFakeClock();

    act(() => goOnline());
    // The first send fails; the retry comes about 1 s later (up to 15% jitter), with no screen shown.
    await drainsOver();
    expect(keys).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_150));
    await waitFor(() => expect(announced).toEqual([1]));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a refusal on the page', async () => {
    api.use(choicesApi.submitChoice(failure(409, 'already answered')));
    await chooseOfflineThenLeave(1);
    const { result } = renderHook(() => useToast());

    act(() => goOnline());
    await waitFor(() => expect(result.current.toasts.filter((t) => t.open).map((t) => t.title)).toEqual(['Already answered']));
    await waitFor(() => expect(posted()).toHaveLength(1));
  });

  it('keeps a 401 quiet while another screen shows; the home screen asks to sign in when it is back', async () => {
    api.use(choicesApi.submitChoice(failure(401, 'Not authenticated')));
    const drainsOver = followDrains();
    await chooseOfflineThenLeave(1);
    const { result } = renderHook(() => useToast());
    const shown = () => result.current.toasts.filter((t) => t.open).map((t) => t.title);
    useFakeClock();

    act(() => goOnline());
    await waitFor(() => expect(posted()).toHaveLength(1));
    // The drain that met the 401 has told its listeners: a toast would be up by now.
    await act(() => drainsOver());
    expect(shown()).toEqual([]);

    renderHomeScreen();
    await waitFor(() => expect(shown()).toEqual(['Authentication Required']));
    // Online, a choice shows as waiting once it has waited that long.
    act(() => vi.advanceTimersByTime(WAITING_SHOWN_AFTER_MS + 1));
    await waitFor(() => expect(waitingLine()).toHaveTextContent('1 choice waiting to sync'));
  });

  it('sends nothing once the page no longer answers for that person (signed out, or another account)', async () => {
    const drainsOver = followDrains();
    const queryClient = await chooseOfflineThenLeave(1);
    act(() => queryClient.setQueryData(currentUserQueryKey, { ...signedInUser, id: `not-${signedInUser.id}` }));

    act(() => goOnline());
    // Every chance a send had (the online event, a drain still under way from before) has been taken.
    await drainsOver();
    expect(posted()).toEqual([]);

    // The same person confirmed again by the page's current-user answer: what waited goes out.
    act(() => queryClient.setQueryData(currentUserQueryKey, { ...signedInUser }));
    await waitFor(() => expect(posted().map((c) => c.choicePairId)).toEqual([1]));
  });
});
