import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@alive/ui';
import type { SubmitChoice } from '@alive/contracts';
import { CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { categoryLabel, GREAT_CHOICE_SHOWN_MS } from '@alive/domain';
import {
  authApi,
  choicesApi,
  failure,
  gate,
  happinessProfile,
  installApiServer,
  makePair,
  makeUserChoice,
  profileApi,
  signedInUser,
} from '@alive/api-mocks';
import { installChoiceDevice, NO_PAIR_LEFT, planOf } from '../../../test/choice-device.ts';
import { installPairLayout } from '../../../test/pair-layout.ts';
import { renderHomeScreen } from '../../../test/render-home-screen.tsx';

// The profile remote is loaded through Module Federation in the browser; here a marker stands in for it.
vi.mock('@alive/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@alive/ui')>();
  return {
    ...ui,
    RemoteComponent: ({ remote, module }: { remote: string; module: string }) => (
      <div data-testid="remote-component">{`${remote}:${module}`}</div>
    ),
  };
});

// jsdom cannot navigate; the full-page login navigation is observed instead.
vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
installChoiceDevice(api);
installPairLayout();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

afterEach(() => {
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  vi.useRealTimers();
});

const option = (name: string | RegExp) => screen.getByRole('button', { name });
const findOption = (name: string | RegExp) => screen.findByRole('button', { name });

function postedChoices(): SubmitChoice[] {
  return api.requestsTo('POST', '/api/user-choices').map((c) => c.body as SubmitChoice);
}

/** Clicks option A of the pair on screen and waits until the following pair is shown. */
async function makeChoice(user: ReturnType<typeof userEvent.setup>, pairId: number) {
  await user.click(await findOption(`Mountain cabin ${pairId}`));
  await findOption(`Mountain cabin ${pairId + 1}`);
}

/** The category select (its trigger element changes once Radix Select has loaded). */
const category = () => screen.getByRole('combobox', { name: 'Category' });

/** The toast on screen: the Toaster's notifications region holds one at a time. */
const findToast = async () => within(await screen.findByRole('region', { name: /^Notifications/ })).findByRole('listitem');

function useFakeClock() {
  // setImmediate stays real: fake-indexeddb (the device's queue) schedules its work with it.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('HomeScreen — signed out and loading', () => {
  it('shows "Setting up your experience..." while the user is being checked', async () => {
    const auth = gate();
    api.use(
      authApi.currentUser(async () => {
        await auth.wait;
        return signedInUser;
      }),
    );
    renderHomeScreen();
    expect(screen.getByRole('heading', { name: 'Discover Your A.L.I.V.E Profile' })).toBeInTheDocument();
    expect(screen.getByText('Setting up your experience...')).toBeInTheDocument();
    auth.open();
    expect(await findOption('Mountain cabin 1')).toBeInTheDocument();
  });

  it('keeps "Setting up your experience..." until the first plan arrives', async () => {
    const firstPlan = gate();
    api.use(
      choicesApi.plan(async () => {
        await firstPlan.wait;
        return planOf(7);
      }),
    );
    renderHomeScreen();
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan')).toHaveLength(1));
    expect(screen.getByText('Setting up your experience...')).toBeInTheDocument();
    firstPlan.open();
    expect(await findOption('Mountain cabin 7')).toBeInTheDocument();
    expect(screen.queryByText('Setting up your experience...')).not.toBeInTheDocument();
  });

  it('shows the Login Required card and makes no pair or choice calls when signed out', async () => {
    api.use(authApi.signedOut());
    const user = userEvent.setup();
    renderHomeScreen();
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to continue' }));
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
    expect(api.requestsTo('GET', '/api/choice-pairs/plan')).toHaveLength(0);
    expect(api.requestsTo('GET', '/api/user-choices/recent')).toHaveLength(0);
    expect(api.requestsTo('POST', '/api/user-choices')).toHaveLength(0);
  });
});

describe('HomeScreen — the current pair', () => {
  it('shows both options with at most 3 tag labels each, never alive evidence tags', async () => {
    renderHomeScreen();
    const first = await findOption('Mountain cabin 1');
    const card = (button: HTMLElement) => button.closest<HTMLElement>('[data-choice-option]')!;
    expect(within(card(first)).getAllByTestId('option-tag').map((t) => t.textContent)).toEqual(['Nature', 'Solo', 'Slow']);
    // The button shows the option's words and is named by them alone (what speech input would say); the
    // tags, outside it on the card, are its description.
    expect(first).toHaveTextContent(/^Mountain cabin 1$/);
    expect(first).toHaveAccessibleName('Mountain cabin 1');
    expect(first).toHaveAccessibleDescription('Nature Solo Slow');
    expect(within(card(option('City break 1'))).getAllByTestId('option-tag').map((t) => t.textContent)).toEqual(['Urban']);
    expect(screen.queryByText('reflective')).not.toBeInTheDocument();
    expect(screen.getByText('Travel', { selector: '[data-variant]' })).toBeInTheDocument();
  });

  it('renders the profile completion card from the profile remote', async () => {
    renderHomeScreen();
    expect(await screen.findByTestId('remote-component')).toHaveTextContent('profile:./ProfileCompletionCard');
  });

  it('shows the progress card as n/50 from the user’s total choices, bar capped at 100%', async () => {
    api.use(profileApi.happinessProfile(happinessProfile(undefined, 12)));
    const { unmount } = renderHomeScreen();
    await waitFor(() => expect(screen.getByTestId('progress-count')).toHaveTextContent('12/50'));
    expect(screen.getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute('aria-valuenow', '24');
    unmount();

    api.use(profileApi.happinessProfile(happinessProfile(undefined, 73)));
    renderHomeScreen();
    await waitFor(() => expect(screen.getByTestId('progress-count')).toHaveTextContent('73/50'));
    const bar = screen.getByRole('progressbar', { name: 'Profile progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(within(bar).getByTestId('progress-fill')).toHaveStyle({ width: '100%' });
  });

  it('skip shows the plan’s pair for a skip at once, without submitting, then asks a plan for it', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    const laterPlan = gate();
    api.use(
      choicesApi.plan(async () => {
        await laterPlan.wait;
        return planOf(2);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Skip this choice' }));
    expect(option('Mountain cabin 2')).toBeEnabled();
    expect(screen.queryByText('Loading next choice...')).not.toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan').at(-1)!.url).toContain('current=2'));
    laterPlan.open();
    expect(api.requestsTo('POST', '/api/user-choices')).toHaveLength(0);
  });

  // An empty category is refused by the Select itself (no option may have an empty value, @alive/ui's
  // select.test.tsx) and by acceptCategory (categories.test.ts).
  it('changing the category refetches with ?category=', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    expect(api.requestsTo('GET', '/api/choice-pairs/plan')[0]!.url).toBe('/api/choice-pairs/plan?reserve=20');

    expect(category()).toHaveTextContent('All Categories');
    await user.click(category());
    // The dropdown lists the categories the first-run chips list, the ones the seed fills (services/choices/src/home-categories-seeded.test.ts).
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All Categories', ...CHOICE_CATEGORIES.map(categoryLabel)]);
    await user.click(screen.getByRole('option', { name: 'Movies' }));
    await findOption('Mountain cabin 2');
    expect(api.requestsTo('GET', '/api/choice-pairs/plan').at(-1)!.url).toBe('/api/choice-pairs/plan?category=Movies&reserve=20');
    expect(category()).toHaveTextContent('Movies');
  });

  it('shows No More Choices Available with Show All Categories and Refresh', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.plan(NO_PAIR_LEFT));
    renderHomeScreen();
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Books' }));
    expect(await screen.findByRole('heading', { name: 'No More Choices Available' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/choice-pairs/plan').filter((c) => c.url.includes('category=Books'))).toHaveLength(2),
    );

    api.use(choicesApi.plan(planOf(40)));
    await user.click(await screen.findByRole('button', { name: 'Show All Categories' }));
    expect(await findOption('Mountain cabin 40')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/choice-pairs/plan').at(-1)!.url).toBe('/api/choice-pairs/plan?reserve=20');
    expect(category()).toHaveTextContent('All Categories');
  });

  it.each([
    [401, 'Authentication required'],
    [500, 'Failed to fetch'],
  ])('a %i on the plan fetch shows "%s" in the pair area with a retry', async (status, message) => {
    const user = userEvent.setup();
    api.use(choicesApi.plan(failure(status, 'nope')));
    renderHomeScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Choices' })).toBeInTheDocument();

    api.use(choicesApi.plan(planOf(5)));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findOption('Mountain cabin 5')).toBeInTheDocument();
  });
});

describe('HomeScreen — making choices', () => {
  it('counts the choice at once: Great Choice! for a moment while the next pair is answerable, then sends it and refetches recent choices and the total', async () => {
    const user = useFakeClock();
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    expect(await screen.findByText('Great Choice!')).toBeInTheDocument();
    expect(option('Mountain cabin 2')).toBeEnabled();
    // The fake clock also follows real time (useFakeClock): half the time leaves room for a slow machine.
    act(() => vi.advanceTimersByTime(GREAT_CHOICE_SHOWN_MS / 2));
    expect(screen.getByText('Great Choice!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(GREAT_CHOICE_SHOWN_MS / 2));
    expect(screen.queryByText('Great Choice!')).not.toBeInTheDocument();

    await waitFor(() => expect(postedChoices()).toEqual([{ choicePairId: 1, selectedOption: 'option1', responseTime: expect.any(Number) }]));
    await waitFor(() => expect(api.requestsTo('GET', '/api/user-choices/recent')).toHaveLength(2));
    await waitFor(() => expect(api.requestsTo('GET', '/api/happiness-profile')).toHaveLength(2));
  });

  it('records a second click and a key made right after a choice, while Great Choice! still shows', async () => {
    const user = useFakeClock();
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    // No time passes: the celebration is up, and the next pair takes the click and the key at once.
    const badge = screen.getByTestId('great-choice');
    expect(badge).toHaveStyle({ pointerEvents: 'none' });
    await user.click(option('City break 2'));
    expect(screen.getByText('Great Choice!')).toBeInTheDocument();
    await user.keyboard('a');
    expect(option('Mountain cabin 4')).toBeEnabled();
    await waitFor(() =>
      expect(postedChoices().map((c) => [c.choicePairId, c.selectedOption])).toEqual([
        [1, 'option1'],
        [2, 'option2'],
        [3, 'option1'],
      ]),
    );
    // Each choice starts it again: it goes GREAT_CHOICE_SHOWN_MS after the latest one.
    act(() => vi.advanceTimersByTime(GREAT_CHOICE_SHOWN_MS));
    expect(screen.queryByText('Great Choice!')).not.toBeInTheDocument();
  });

  it('a second tap or a skip of the pair just answered, before the next pair is on screen, does nothing', async () => {
    renderHomeScreen();
    const first = await findOption('Mountain cabin 1');
    const skip = screen.getByRole('button', { name: 'Skip this choice' });
    // In one act the screen is not rendered between the events: the handlers still hold pair 1, as a
    // phone's do while the choice renders as a transition.
    act(() => {
      first.click();
      first.click();
      skip.click();
    });
    // The pair after it is the next one, not skipped, and pair 1 was chosen once.
    expect(await findOption('Mountain cabin 2')).toBeEnabled();
    expect(screen.getAllByText('Great Choice!')).toHaveLength(1);
    await waitFor(() => expect(postedChoices().map((c) => [c.choicePairId, c.selectedOption])).toEqual([[1, 'option1']]));
    expect(screen.getByTestId('session-choices')).toHaveTextContent('+1 this session');
  });

  it('keeps the next pair answerable while a choice is being sent, and sends the choices one at a time in order', async () => {
    const user = userEvent.setup();
    const submit = gate();
    let inFlight = 0;
    let most = 0;
    api.use(
      choicesApi.submitChoice(async (request) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await submit.wait;
        inFlight -= 1;
        const body = (await request.json()) as SubmitChoice;
        return makeUserChoice(body.choicePairId, new Date(), makePair(body.choicePairId));
      }),
    );
    renderHomeScreen();
    await user.click(await findOption('City break 1'));
    expect(option('Mountain cabin 2')).toBeEnabled();
    await user.click(option('Mountain cabin 2'));
    expect(option('Mountain cabin 3')).toBeEnabled();
    await waitFor(() => expect(api.requestsTo('POST', '/api/user-choices')).toHaveLength(1));
    submit.open();
    await waitFor(() => expect(postedChoices().map((c) => [c.choicePairId, c.selectedOption])).toEqual([[1, 'option2'], [2, 'option1']]));
    expect(most).toBe(1);
  });

  it('sends the response time measured from the moment the pair is shown, restarting for every pair', async () => {
    const user = useFakeClock();
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    act(() => vi.advanceTimersByTime(2500));
    await user.click(option('Mountain cabin 1'));
    await findOption('Mountain cabin 2');
    act(() => vi.advanceTimersByTime(700));
    await user.click(option('City break 2'));
    await findOption('Mountain cabin 3');

    await waitFor(() => expect(postedChoices()).toHaveLength(2));
    const [first, second] = postedChoices();
    expect(first!.responseTime).toBeGreaterThanOrEqual(2500);
    expect(first!.responseTime).toBeLessThan(2900);
    expect(second!.responseTime).toBeGreaterThanOrEqual(700);
    expect(second!.responseTime).toBeLessThan(1100);
  });

  it('shows the streak badge only once the streak is above 2, and says this visit’s count once', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await makeChoice(user, 1);
    await makeChoice(user, 2);
    expect(screen.queryByTestId('streak-badge')).not.toBeInTheDocument();
    expect(screen.getByTestId('session-choices')).toHaveTextContent('+2 this session');
    await makeChoice(user, 3);
    expect(screen.getByTestId('streak-badge')).toHaveTextContent('3 choice streak');
    // The badge says the number; the progress card does not say it again.
    expect(screen.queryByTestId('session-choices')).not.toBeInTheDocument();
    expect(screen.queryByText(/this session/)).not.toBeInTheDocument();
  });

  it('shows the milestone toast on the 5th session choice, not before', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    for (let id = 1; id <= 4; id++) await makeChoice(user, id);
    expect(screen.queryByText('Great Progress! 🎉')).not.toBeInTheDocument();
    await makeChoice(user, 5);
    const toast = await screen.findByText('Great Progress! 🎉');
    expect(toast.parentElement).toHaveTextContent(
      "You've made 5 A.L.I.V.E Choices! Your profile is getting more accurate.",
    );
  });

  it('a 401 on submit shows Authentication Required and goes to /api/login after 1 second; the choice stays queued', async () => {
    const user = useFakeClock();
    api.use(choicesApi.submitChoice(failure(401, 'Unauthorized')));
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    const toast = await findToast();
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Authentication Required');
    expect(toast).toHaveTextContent('Please log in to submit choices.');
    expect(navigateToLogin).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 choice waiting to sync')).toBeInTheDocument();
  });

  it('a failed send (500) keeps the choice waiting, says so after a second, and retries it until it is recorded', async () => {
    const user = useFakeClock();
    api.use(choicesApi.submitChoice(failure(500, 'boom')));
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    // The clock also moves with real time (useFakeClock), so on a busy machine a retry or two may
    // already have failed too: count sends, never assume how many.
    await waitFor(() => expect(api.requestsTo('POST', '/api/user-choices').length).toBeGreaterThanOrEqual(1));
    act(() => vi.advanceTimersByTime(1100));
    expect(await screen.findByText('1 choice waiting to sync')).toBeInTheDocument();
    expect(screen.queryByText('Failed to submit choice. Please try again.')).not.toBeInTheDocument();
    expect(option('Mountain cabin 2')).toBeEnabled();
    const failedSends = api.requestsTo('POST', '/api/user-choices').length;

    api.use(choicesApi.submitChoice((request) => request.json().then((body) => makeUserChoice(7, new Date(), makePair((body as SubmitChoice).choicePairId)))));
    // Past the longest backoff (30 s and its jitter): the retry is due whatever the count so far.
    act(() => vi.advanceTimersByTime(40_000));
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument());
    const sends = postedChoices();
    expect(sends.length).toBeGreaterThan(failedSends);
    // Every attempt sent the same choice.
    for (const sent of sends) expect(sent).toEqual(sends[0]);
    expect(navigateToLogin).not.toHaveBeenCalled();
  });
});

describe('HomeScreen — recent choices', () => {
  it('lists recent choices with their age labels', async () => {
    const now = Date.now();
    api.use(
      choicesApi.recentChoices([
        makeUserChoice(4, new Date(now - 10_000), makePair(90, { option1: 'Hiking trip', option2: 'Spa day' })),
        makeUserChoice(3, new Date(now - 5 * 60_000)),
        makeUserChoice(2, new Date(now - 3 * 3_600_000)),
        makeUserChoice(1, new Date(now - 2 * 86_400_000)),
      ]),
    );
    renderHomeScreen();
    const items = await screen.findAllByTestId('recent-choice');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Hiking trip');
    expect(items[0]).toHaveTextContent('over Spa day');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Just now'),
      expect.stringContaining('5 minutes ago'),
      expect.stringContaining('3 hours ago'),
      expect.stringContaining('2 days ago'),
    ]);
  });

  it('says so when there are no choices yet', async () => {
    renderHomeScreen();
    expect(await screen.findByText(/No choices yet/)).toBeInTheDocument();
  });
});

describe('HomeScreen — a pair that can no longer be answered', () => {
  it('after a 409 (answered elsewhere) says so once, drops the choice and stays on the next pair', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.submitChoice(failure(409, 'Choice pair already answered')));
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    expect(option('Mountain cabin 2')).toBeEnabled();
    const toast = await findToast();
    expect(toast).toHaveTextContent('Already answered');
    expect(toast).toHaveTextContent('“Mountain cabin 1” or “City break 1” was answered elsewhere, so this choice was not saved again.');
    await waitFor(() => expect(screen.queryByTestId('session-choices')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', '/api/user-choices')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Undo last choice' })).not.toBeInTheDocument();
  });
});
