import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { announceChoiceRecorded, createQueryClient } from '@alive/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personalityInsightsQueryKey } from '../api/get-personality-insights.ts';
import {
  completionWithComplete,
  failure,
  HAPPINESS_TYPES,
  happinessProfile,
  installApiServer,
  NO_INSIGHTS,
  NO_PROFILE,
  pending,
  personalityInsights,
  profileApi,
} from '@alive/api-mocks';
import { renderWithShell } from '../../../test/render.tsx';
import ProfileScreen from './profile-screen.tsx';
import { PROFILE_CONFIDENCE_HELP } from './profile-figures.tsx';
import { choicesMade } from '@alive/domain';
import { choicesMadeHelp } from '@alive/ui';

const PROFILE = happinessProfile();
const INSIGHTS = personalityInsights();

const api = installApiServer();

function stubClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

beforeEach(() => stubShare(undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  stubShare(undefined);
});

describe('ProfileScreen', () => {
  it('shows skeletons while the profile loads, with the completion card beside it', () => {
    api.use(profileApi.happinessProfile(pending));
    renderWithShell(<ProfileScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'My A.L.I.V.E Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your profile')).toBeInTheDocument();
    expect(screen.getByText('A.L.I.V.E Profile Completion')).toBeInTheDocument();
  });

  it('links to the Preference Dashboard from the page header', async () => {
    renderWithShell(<ProfileScreen />);
    await screen.findAllByRole('tab');
    const links = screen.getAllByRole('link', { name: 'Preference Dashboard' });
    // The header's button and the completion card's.
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard');
    const aside = screen.getByRole('complementary', { name: 'Profile completion' });
    expect(aside).toContainElement(links[1]!);
    expect(aside).not.toContainElement(links[0]!);
  });

  it('without a profile asks to build one and links Start Making Choices to /', async () => {
    api.use(profileApi.happinessProfile(NO_PROFILE), profileApi.completion(completionWithComplete(0)));
    renderWithShell(<ProfileScreen />);
    expect(await screen.findByText('Build Your A.L.I.V.E Profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Making Choices' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // The completion card still shows progress so far.
    expect(await screen.findByRole('list', { name: 'Dimensions' })).toBeInTheDocument();
  });

  it('My Profile shows type, code, confidence, choices and five dimensions with bars and descriptions', async () => {
    renderWithShell(<ProfileScreen />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['My Profile', 'Life Guide', 'Framework']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    expect(screen.getByRole('heading', { name: PROFILE.typeName! })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Happiness code ${PROFILE.happinessCode}` })).toBeInTheDocument();
    expect(PROFILE.happinessCode).toBe('IMATC');
    expect(screen.getByText('Profile confidence').nextSibling).toHaveTextContent(`${PROFILE.confidence}%`);
    expect(screen.getByText('Choices made').nextSibling).toHaveTextContent('32');

    for (const dimension of PROFILE.dimensions) {
      const row = screen.getAllByTestId('dimension-row').find((r) => r.dataset.key === dimension.key)!;
      expect(row).toHaveTextContent(dimension.name);
      expect(row).toHaveTextContent(`${dimension.poleLabel} (${dimension.code})`);
      expect(row).toHaveTextContent(`${dimension.percentage}%`);
      expect(row).toHaveTextContent(dimension.description);
      expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(dimension.percentage));
    }
  });

  it('Copy a summary of your type copies the shareable profile, no link, and toasts Summary copied', async () => {
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    // Insights already in the cache, so the copied text is the service's shareable profile.
    queryClient.setQueryData(personalityInsightsQueryKey, INSIGHTS);
    renderWithShell(<ProfileScreen />, { queryClient });
    await screen.findByRole('heading', { name: PROFILE.typeName! });
    // userEvent installs its own clipboard; replace it after setup so the call is observable.
    const writeText = stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Copy a summary of your type' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    if (!INSIGHTS.hasInsights) throw new Error('fixture');
    expect(writeText).toHaveBeenCalledWith(INSIGHTS.shareableProfile);
    expect(INSIGHTS.shareableProfile).not.toMatch(/https?:|\/happiness-profile/);
    expect(await screen.findByText('Summary copied')).toBeInTheDocument();
  });

  it('Copy a summary of your type falls back to a summary of the profile while there are no insights', async () => {
    api.use(profileApi.personalityInsights(NO_INSIGHTS));
    const user = userEvent.setup();
    renderWithShell(<ProfileScreen />);
    await screen.findByRole('heading', { name: PROFILE.typeName! });
    const writeText = stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Copy a summary of your type' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const text = writeText.mock.calls[0]![0] as string;
    expect(text).toContain(`My A.L.I.V.E Profile: ${PROFILE.typeName} (IMATC)`);
    expect(text).toContain(`Profile confidence ${PROFILE.confidence}% after 32 A.L.I.V.E Choices.`);
    expect(text).not.toMatch(/https?:/);
    expect(await screen.findByText('Summary copied')).toBeInTheDocument();
  });

  it('Copy a summary of your type reports a blocked clipboard', async () => {
    const user = userEvent.setup();
    renderWithShell(<ProfileScreen />);
    await screen.findByRole('heading', { name: PROFILE.typeName! });
    const writeText = stubClipboard();
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy a summary of your type' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });

  it('Share summary opens the share sheet with the summary and no link, where the browser has one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    stubShare(share);
    const user = userEvent.setup();
    renderWithShell(<ProfileScreen />);
    await screen.findByRole('heading', { name: PROFILE.typeName! });
    const writeText = stubClipboard();
    await user.click(await screen.findByRole('button', { name: 'Share summary' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0];
    expect(data.title).toBe(`My A.L.I.V.E Profile: ${PROFILE.typeName}`);
    expect(data.text).toContain(PROFILE.typeName!);
    expect(data).not.toHaveProperty('url');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('Share summary does nothing more when the person closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'AbortError' }));
    stubShare(share);
    const user = userEvent.setup();
    renderWithShell(<ProfileScreen />);
    await screen.findByRole('heading', { name: PROFILE.typeName! });
    const writeText = stubClipboard();
    await user.click(await screen.findByRole('button', { name: 'Share summary' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Summary copied')).not.toBeInTheDocument();
  });

  it('offers no share button, and copies no link anywhere, without a share sheet', async () => {
    renderWithShell(<ProfileScreen />);
    await screen.findByRole('heading', { name: PROFILE.typeName! });
    expect('share' in navigator && typeof navigator.share === 'function').toBe(false);
    expect(screen.getByRole('button', { name: 'Copy a summary of your type' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /share/i })).not.toBeInTheDocument();
  });

  it('Life Guide shows the four cards from the insights', async () => {
    const user = userEvent.setup();
    renderWithShell(<ProfileScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Life Guide' }));
    if (!INSIGHTS.hasInsights) throw new Error('fixture');
    const personal = await screen.findByRole('region', { name: 'Personal Life Applications' });
    expect(personal).toHaveTextContent('Happiness drivers');
    expect(personal).toHaveTextContent(INSIGHTS.insights.personalLife.happinessDrivers[0]!);
    expect(personal).toHaveTextContent(INSIGHTS.insights.personalLife.selfCareIdeas[0]!);
    const relationships = screen.getByRole('region', { name: 'Relationship Guidance' });
    expect(relationships).toHaveTextContent(INSIGHTS.insights.relationships.communicationStyle);
    expect(relationships).toHaveTextContent(INSIGHTS.insights.relationships.idealPartnerTraits[0]!);
    const career = screen.getByRole('region', { name: 'Career Applications' });
    expect(career).toHaveTextContent(INSIGHTS.insights.career.workEnvironment);
    expect(career).toHaveTextContent(INSIGHTS.insights.career.leadershipStyle);
    const plan = screen.getByRole('region', { name: 'Your Action Plan' });
    expect(plan).toHaveTextContent(INSIGHTS.insights.actionPlan.growthAreas[0]!);
    expect(plan).toHaveTextContent(INSIGHTS.insights.actionPlan.weeklyActionItems[0]!);
  });

  it('Life Guide is gated: without insights it asks to complete the profile', async () => {
    api.use(profileApi.personalityInsights(NO_INSIGHTS));
    const user = userEvent.setup();
    renderWithShell(<ProfileScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Life Guide' }));
    expect(await screen.findByText('Complete Your Profile')).toBeInTheDocument();
    expect(screen.getByText('Make more A.L.I.V.E Choices to unlock detailed life guidance.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Career Applications' })).not.toBeInTheDocument();
  });

  it('Framework explains the five dimensions and lists all 32 types with the user\'s own highlighted', async () => {
    const user = userEvent.setup();
    renderWithShell(<ProfileScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Framework' }));
    for (const headline of [
      'Authentic is intrinsic vs social',
      'Life is meaningful vs emotional',
      'Intentional is active vs reflective',
      'Vitality is exploring vs traditional',
      'Empowerment is control vs flow',
    ]) {
      expect(screen.getByText(headline)).toBeInTheDocument();
    }
    const types = within(await screen.findByRole('list', { name: 'Profile types' })).getAllByRole('listitem');
    expect(types).toHaveLength(32);
    expect(new Set(types.map((t) => t.dataset.code)).size).toBe(32);
    const mine = types.filter((t) => t.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveAttribute('data-code', 'IMATC');
    expect(mine[0]).toHaveTextContent('Your type');
    expect(mine[0]).toHaveTextContent(HAPPINESS_TYPES.IMATC!.typeName);
  });

  it('reports a failed profile call without retrying it', async () => {
    api.use(profileApi.happinessProfile(failure(401, 'Unauthorized')));
    renderWithShell(<ProfileScreen />);
    expect(await screen.findByText("Couldn't load your profile")).toBeInTheDocument();
    // A plain sentence (plainErrorMessage of @alive/api-client), never the raw status and body.
    expect(screen.getByText('Your session has ended. Sign in again to continue.')).toBeInTheDocument();
    expect(screen.queryByText(/401/)).not.toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/happiness-profile')).toHaveLength(1);
  });

  it('shows the profile built since the last visit when the screen is opened again', async () => {
    let profile = NO_PROFILE;
    api.use(profileApi.happinessProfile(() => profile));
    const queryClient = createQueryClient();
    const first = renderWithShell(<ProfileScreen />, { queryClient });
    expect(await screen.findByText('Build Your A.L.I.V.E Profile')).toBeInTheDocument();
    first.unmount();

    profile = PROFILE; // choices were made on the home screen meanwhile
    renderWithShell(<ProfileScreen />, { queryClient });
    expect(await screen.findByRole('heading', { name: PROFILE.typeName! })).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/happiness-profile')).toHaveLength(2);
  });

  it('shows the new figures when a choice is recorded while it is open (a waiting choice sent once back online)', async () => {
    let profile = PROFILE;
    api.use(profileApi.happinessProfile(() => profile));
    const { queryClient } = renderWithShell(<ProfileScreen />);
    expect(await screen.findByText('Choices made')).toBeInTheDocument();
    expect(screen.getByText('Choices made').nextSibling).toHaveTextContent('32');

    profile = { ...PROFILE, choiceCount: 33 };
    act(() => announceChoiceRecorded(queryClient, { choicePairId: 7 }));
    await waitFor(() => expect(screen.getByText('Choices made').nextSibling).toHaveTextContent('33'));
    expect(api.requestsTo('GET', '/api/happiness-profile')).toHaveLength(2);
  });
});

describe('ProfileScreen — figures and headings', () => {
  /** Heading levels in document order, skipping none (axe `heading-order`). */
  function expectHeadingsInOrder() {
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i} after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  }

  it('shows Profile confidence and Choices made, each from its one definition with its line of help', async () => {
    renderWithShell(<ProfileScreen />);
    expect(await screen.findByTestId('profile-confidence')).toHaveTextContent(`${PROFILE.confidence}%`);
    expect(screen.getByText(PROFILE_CONFIDENCE_HELP)).toBeInTheDocument();
    const made = choicesMade(PROFILE.choiceCount);
    expect(screen.getByTestId('profile-choices-made')).toHaveTextContent(new RegExp(`^${made.count}$`));
    expect(screen.getByText('Choices made').nextSibling).toHaveTextContent(`of ${made.target}`);
    expect(screen.getByText(choicesMadeHelp(made.target))).toBeInTheDocument();
  });

  it('skips no heading level on any tab, nor without a profile', async () => {
    const user = userEvent.setup();
    const first = renderWithShell(<ProfileScreen />);
    await screen.findByRole('heading', { name: PROFILE.typeName! });
    await screen.findByRole('heading', { name: 'Next Steps' });
    expectHeadingsInOrder();
    await user.click(screen.getByRole('tab', { name: 'Life Guide' }));
    await screen.findByText('Personal Life Applications');
    expectHeadingsInOrder();
    await user.click(screen.getByRole('tab', { name: 'Framework' }));
    await screen.findByText('All 32 profile types');
    expectHeadingsInOrder();
    first.unmount();

    api.use(profileApi.happinessProfile(NO_PROFILE));
    renderWithShell(<ProfileScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Build Your A.L.I.V.E Profile' })).toBeInTheDocument();
    expectHeadingsInOrder();
  });
});
