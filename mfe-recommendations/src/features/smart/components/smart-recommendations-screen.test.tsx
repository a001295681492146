import { screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonalChoicePairRequest } from '@alive/contracts';
import { authApi, choicesApi, failure, gate, installApiServer, pending, PERSONALITY_PROFILE, RECOMMENDATION_INSIGHTS, recommendationsApi, smartPair } from '@alive/api-mocks';
import { renderWithShell } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import SmartRecommendationsScreen from './smart-recommendations-screen.tsx';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

const smartCalls = () => api.requestsTo('POST', '/api/smart-recommendations').map((c) => c.body);
const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(await screen.findByRole('tab', { name }));

describe('SmartRecommendationsScreen — signed out', () => {
  it('says "Sign in to see recommendations." and makes no recommendation call', async () => {
    api.use(authApi.signedOut());
    renderWithShell(<SmartRecommendationsScreen />);
    expect(await screen.findByText('Sign in to see recommendations.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path !== '/api/auth/user')).toEqual([]);
  });
});

describe('SmartRecommendationsScreen — Recommendations tab', () => {
  it('shows three tabs and asks for pairs of all categories', async () => {
    renderWithShell(<SmartRecommendationsScreen />);
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Recommendations', 'Your Profile', 'Insights']);
    await screen.findAllByTestId('smart-card');
    expect(smartCalls()).toEqual([{ category: 'all', limit: 6 }]);
  });

  it('shows category, confidence, both options with their top 3 tags, reasoning, targets and personality match', async () => {
    api.use(recommendationsApi.smart({ recommendations: [smartPair(1, { confidence: 0.85, personalityMatch: 0.72 }), smartPair(2, { confidence: 0.55 })], basis: 'personal' }));
    renderWithShell(<SmartRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Option A1 vs Option B1' }));
    expect(card.getByText('Activities')).toBeInTheDocument();
    expect(card.getByTestId('smart-confidence')).toHaveTextContent('85% confidence');
    expect(card.getByTestId('smart-confidence')).toHaveAttribute('data-tone', 'success');
    const [first, second] = card.getAllByTestId('smart-option');
    expect(within(first!).getByRole('heading', { name: 'Option A1' })).toBeInTheDocument();
    expect(within(first!).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Solo', 'Hiking', 'Slow']);
    expect(within(second!).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Group', 'Fast']);
    expect(card.getByTestId('reasoning')).toHaveTextContent('Explores how you balance solitude and company (1).');
    expect(within(card.getByRole('list', { name: 'Targeted preferences' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Social', 'Group']);
    expect(card.getByTestId('personality-match')).toHaveTextContent('72% personality match');

    const low = within(screen.getByRole('article', { name: 'Option A2 vs Option B2' }));
    expect(low.getByTestId('smart-confidence')).toHaveAttribute('data-tone', 'danger');
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await screen.findAllByTestId('smart-card');
    await user.click(screen.getByRole('combobox', { name: 'Smart recommendation category' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'All Categories',
      'Travel',
      'Movies',
      'Books',
      'Activities',
      'Entertainment',
      'Creative',
      'Food',
    ]);
    await user.click(screen.getByRole('option', { name: 'Creative' }));
    await waitFor(() => expect(smartCalls()).toEqual([{ category: 'all', limit: 6 }, { category: 'Creative', limit: 6 }]));
  });

  it('Generate New asks again and says so; a failure says it failed', async () => {
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await screen.findAllByTestId('smart-card');
    await user.click(screen.getByRole('button', { name: 'Generate New' }));
    expect(await findToast()).toHaveTextContent('Recommendations generated successfully.');
    expect(smartCalls()).toHaveLength(2);

    api.use(recommendationsApi.smart(failure(500, 'boom')));
    await user.click(screen.getByRole('button', { name: 'Generate New' }));
    await waitFor(async () => expect(await findToast()).toHaveTextContent('Failed to generate recommendations. Please try again.'));
  });

  it('shows an empty state when no pair can be proposed', async () => {
    api.use(recommendationsApi.smart({ recommendations: [], basis: 'personal' }));
    renderWithShell(<SmartRecommendationsScreen />);
    expect(await screen.findByText('No new pairs to suggest')).toBeInTheDocument();
  });

  it('shows an error box with Try Again when the pairs cannot be loaded', async () => {
    api.use(recommendationsApi.smart(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load smart recommendations");
    api.use(recommendationsApi.smart({ recommendations: [smartPair(3)], basis: 'personal' }));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Option A3 vs Option B3' })).toBeInTheDocument();
  });

  it('Add asks for confirmation; Cancel adds nothing and returns focus', async () => {
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    const add = await screen.findByRole('button', { name: 'Add Option A1 vs Option B1' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add Smart Recommendation' });
    expect(dialog).toHaveTextContent('Add “Option A1” vs “Option B1” to your A.L.I.V.E Choices?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Choice Pair' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).toHaveFocus();
    expect(api.requestsTo('POST', '/api/choice-pairs/personal')).toHaveLength(0);
  });

  it('Add Choice Pair posts the pair to the personal queue, thanks, and marks the card added', async () => {
    const held = gate();
    api.use(
      choicesApi.addPersonalPair(async (request) => {
        await held.wait;
        const body = (await request.clone().json()) as PersonalChoicePairRequest;
        return { id: 77, ...body };
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add Option A1 vs Option B1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Smart Recommendation' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Choice Pair' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    held.open();
    expect(await findToast()).toHaveTextContent('Choice pair added');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const pair = smartPair(1);
    expect(api.requestsTo('POST', '/api/choice-pairs/personal').map((c) => c.body)).toEqual([
      { option1: pair.option1, option2: pair.option2, category: pair.category, option1Tags: pair.option1Tags, option2Tags: pair.option2Tags },
    ]);
    const card = within(screen.getByRole('article', { name: 'Option A1 vs Option B1' }));
    expect(card.getByText(/Added to your choices/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('a failed add shows the error toast; a pair already shared shows the server message', async () => {
    api.use(choicesApi.addPersonalPair(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add Option A1 vs Option B1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add Choice Pair' }));
    expect(await findToast()).toHaveTextContent('Failed to create choice pair from recommendation.');

    api.use(choicesApi.addPersonalPair(failure(409, 'This pair is already in the shared set of choices')));
    await user.click(screen.getByRole('button', { name: 'Add Option A2 vs Option B2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add Choice Pair' }));
    await waitFor(async () => expect(await findToast()).toHaveTextContent('This pair is already in the shared set of choices'));
    expect(screen.getByRole('button', { name: 'Add Option A2 vs Option B2' })).toBeInTheDocument();
  });

  it('a 401 while adding shows the logged-out toast and goes to the login', async () => {
    api.use(choicesApi.addPersonalPair(failure(401, 'Unauthorized')));
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add Option A1 vs Option B1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add Choice Pair' }));
    expect(await findToast()).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1));
  });
});

describe('SmartRecommendationsScreen — Your Profile tab', () => {
  it('shows the exploration and consistency bands, the top 5 preferences and the dominant categories', async () => {
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await openTab(user, 'Your Profile');
    expect(await screen.findByTestId('exploration-level-band')).toHaveTextContent('Balanced Chooser');
    expect(screen.getByRole('progressbar', { name: 'Exploration Level' })).toHaveAttribute('aria-valuenow', '55');
    expect(screen.getByTestId('consistency-band')).toHaveTextContent('Very Consistent');
    expect(screen.getByRole('progressbar', { name: 'Consistency' })).toHaveAttribute('aria-valuenow', '82');
    const top = within(screen.getByRole('region', { name: 'Top Preferences' }));
    expect(top.getAllByRole('listitem').map((row) => row.querySelector('strong')?.textContent)).toEqual(['Hiking', 'Solo', 'Slow', 'Fiction', 'Beach']);
    expect(top.getAllByRole('listitem')[0]).toHaveTextContent('92%');
    const dominant = within(screen.getByRole('region', { name: 'Dominant Categories' }));
    expect(dominant.getAllByRole('listitem').map((c) => c.textContent)).toEqual(['Activities', 'Books']);
  });

  it.each([
    [0.8, 0.2, 'Adventurous Explorer', 'Varies Frequently'],
    [0.3, 0.5, 'Focused Selector', 'Moderately Consistent'],
  ])('reads exploration %f and consistency %f as %s / %s', async (explorationLevel, consistencyScore, exploration, consistency) => {
    api.use(recommendationsApi.personalityProfile({ ...PERSONALITY_PROFILE, explorationLevel, consistencyScore }));
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await openTab(user, 'Your Profile');
    expect(await screen.findByTestId('exploration-level-band')).toHaveTextContent(exploration);
    expect(screen.getByTestId('consistency-band')).toHaveTextContent(consistency);
  });

  it('asks for at least 5 choices while fewer were made', async () => {
    api.use(recommendationsApi.personalityProfile({ ...PERSONALITY_PROFILE, choiceCount: 4 }));
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await openTab(user, 'Your Profile');
    expect(await screen.findByText(/Make at least 5 choices/)).toHaveTextContent('You have made 4 so far.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a loading state while the profile loads', async () => {
    api.use(recommendationsApi.personalityProfile(pending));
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await openTab(user, 'Your Profile');
    expect(await screen.findByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
  });
});

describe('SmartRecommendationsScreen — Insights tab', () => {
  it('shows opportunities, preference gaps and suggested categories', async () => {
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await openTab(user, 'Insights');
    const opportunities = within(await screen.findByRole('region', { name: 'Recommendation Opportunities' }));
    expect(opportunities.getAllByRole('listitem').map((i) => i.textContent)).toEqual(RECOMMENDATION_INSIGHTS.recommendationOpportunities);
    const gaps = within(screen.getByRole('region', { name: 'Preference Gaps' }));
    expect(gaps.getAllByRole('listitem').map((i) => i.textContent)).toEqual(RECOMMENDATION_INSIGHTS.preferenceGaps);
    const suggested = within(screen.getByRole('region', { name: 'Suggested Categories' }));
    expect(suggested.getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Creative', 'Travel']);
  });

  it('shows an error with Try Again when the insights fail', async () => {
    api.use(recommendationsApi.insights(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await openTab(user, 'Insights');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load insights");
    api.use(recommendationsApi.insights({ ...RECOMMENDATION_INSIGHTS, preferenceGaps: [] }));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No gaps found.')).toBeInTheDocument();
  });
});

describe('SmartRecommendationsScreen — starter picks and what the insights still need', () => {
  it('before any choice the cards show Starter pick, not a confidence or a personality match', async () => {
    api.use(recommendationsApi.smart({ recommendations: [smartPair(1, { confidence: 1, personalityMatch: 0.5 })], basis: 'starter' }));
    renderWithShell(<SmartRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Option A1 vs Option B1' }));
    expect(card.getByTestId('starter-badge')).toHaveTextContent('Starter pick');
    expect(card.queryByTestId('smart-confidence')).not.toBeInTheDocument();
    expect(card.queryByTestId('personality-match')).not.toBeInTheDocument();
    expect(card.queryByText(/100%/)).not.toBeInTheDocument();
    expect(screen.getByTestId('starter-note')).toHaveTextContent('Matches appear after your first choices');
  });

  it('the Insights tab of someone without choices says what it still needs, never "No gaps found"', async () => {
    api.use(
      recommendationsApi.insights({
        personalityProfile: { ...PERSONALITY_PROFILE, preferenceStrengths: {}, explorationLevel: 0, consistencyScore: 0, dominantCategories: [], choiceCount: 0 },
        recommendationOpportunities: [],
        preferenceGaps: [],
        nextBestCategories: [],
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await openTab(user, 'Insights');
    const gaps = within(await screen.findByRole('region', { name: 'Preference Gaps' }));
    expect(gaps.getByText('Make 5 more choices to see your preference gaps.')).toBeInTheDocument();
    expect(screen.queryByText('No gaps found.')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recommendation Opportunities' })).getByText('Make 5 more choices to see where your profile points.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Suggested Categories' })).getByText('Make your first choices to see which categories to explore next.')).toBeInTheDocument();
    expect(screen.getByTestId('starter-note')).toBeInTheDocument();
  });

  it('counts the choices still missing in the right number', async () => {
    api.use(
      recommendationsApi.insights({ ...RECOMMENDATION_INSIGHTS, personalityProfile: { ...PERSONALITY_PROFILE, choiceCount: 4 }, recommendationOpportunities: [], preferenceGaps: [] }),
    );
    const user = userEvent.setup();
    renderWithShell(<SmartRecommendationsScreen />);
    await openTab(user, 'Insights');
    expect(await screen.findByText('Make 1 more choice to see your preference gaps.')).toBeInTheDocument();
    expect(screen.queryByTestId('starter-note')).not.toBeInTheDocument();
  });

  it('links back to all recommendations', async () => {
    renderWithShell(<SmartRecommendationsScreen />);
    expect(await screen.findByRole('link', { name: /All recommendations/ })).toHaveAttribute('href', '/recommendations');
    await screen.findAllByTestId('smart-card');
  });
});

