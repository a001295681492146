import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { profileRoutes } from '@alive/contracts/routes';
import { announceChoiceRecorded } from '@alive/api-client';
import { describe, expect, it, vi } from 'vitest';
import { choicesApi, completionFor, completionWithComplete, failure, installApiServer, pending, PREFERENCES, profileApi } from '@alive/api-mocks';
import { COMPLETION_LEVELS, DIMENSION_COMPLETE_AT, dimensionsComplete } from '@alive/domain';
import { renderWithShell } from '../../../test/render.tsx';
import { COMPLETION_LEVEL_HELP, dimensionsCompleteHelp } from './completion-figure-help.ts';
import { profileCompletionQueryKey } from '../../../shared/api/get-profile-completion.ts';
import ProfileCompletionCard, { COMPLETION_OFFLINE_NOTE } from './profile-completion-card.tsx';

const api = installApiServer();

function renderCard() {
  return renderWithShell(<ProfileCompletionCard />);
}

describe('ProfileCompletionCard', () => {
  it('shows skeletons while the completion loads', () => {
    api.use(profileApi.completion(pending), choicesApi.userPreferences(pending));
    renderCard();
    expect(screen.getByText('A.L.I.V.E Profile Completion')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading profile completion')).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  });

  it('colours the five tiles by status with name and count', async () => {
    api.use(profileApi.completion(completionFor({
          primary_drive: 'complete',
          happiness_orientation: 'incomplete',
          life_engagement: 'missing',
          value_investment: 'complete',
          locus_of_control: 'incomplete',
        }),), choicesApi.userPreferences([]));
    renderCard();
    const tiles = within(await screen.findByRole('list', { name: 'Dimensions' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(5);
    expect(tiles.map((t) => t.dataset.status)).toEqual(['complete', 'incomplete', 'missing', 'complete', 'incomplete']);
    expect(tiles[0]).toHaveAccessibleName('Primary Drive: Complete, 6 choices');
    expect(within(tiles[0]!).getByTestId('status-icon-complete')).toHaveTextContent('✓');
    expect(tiles[1]).toHaveTextContent('Happiness Orientation');
    expect(tiles[1]).toHaveTextContent('Incomplete · 2 choices');
    expect(tiles[2]).toHaveTextContent('Missing · 0 choices');
    // 2 of 5 complete → 40 %.
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 dimensions complete')).toBeInTheDocument();
  });

  it('links to Continue A.L.I.V.E Choices while anything is missing or incomplete', async () => {
    api.use(profileApi.completion(completionWithComplete(4)), choicesApi.userPreferences([]));
    renderCard();
    expect(await screen.findByRole('link', { name: 'Continue A.L.I.V.E Choices' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'View Recommendations' })).not.toBeInTheDocument();
  });

  it('links to recommendations and groups once every dimension is complete', async () => {
    api.use(profileApi.completion(completionWithComplete(5)), choicesApi.userPreferences([]));
    renderCard();
    expect(await screen.findByRole('link', { name: 'View Recommendations' })).toHaveAttribute('href', '/recommendations');
    expect(screen.getByRole('link', { name: 'Find Groups' })).toHaveAttribute('href', '/groups');
    expect(screen.queryByRole('link', { name: 'Continue A.L.I.V.E Choices' })).not.toBeInTheDocument();
  });

  it.each([
    [5, 50, '100%', '🎉 A.L.I.V.E Profile Master'],
    // 100 % never reads Explorer: the level follows the dimensions; the choices are their own figure.
    [5, 44, '100%', '🎉 A.L.I.V.E Profile Master'],
    [4, 60, '80%', '⭐ Profile Explorer'],
    [3, 20, '60%', '⭐ Profile Explorer'],
    [2, 60, '40%', null],
    [0, 0, '0%', null],
  ])('with %i complete dimensions and %i choices (%s) shows badge %s', async (complete, choices, percent, badge) => {
    api.use(profileApi.completion(completionWithComplete(complete, choices)), choicesApi.userPreferences([]));
    renderCard();
    expect(await screen.findByTestId('completion-percent')).toHaveTextContent(new RegExp(`^${percent}$`));
    expect(screen.getByTestId('completion-percent')).toHaveAccessibleName(`${percent} of dimensions complete`);
    if (badge) expect(screen.getByTestId('completion-badge')).toHaveTextContent(badge);
    else expect(screen.queryByTestId('completion-badge')).not.toBeInTheDocument();
  });

  it('says beside each figure what it measures, from the same numbers the rules use', async () => {
    api.use(profileApi.completion(completionWithComplete(2, 12)), choicesApi.userPreferences([]));
    renderCard();
    const figure = dimensionsComplete(2);
    expect(await screen.findByText(dimensionsCompleteHelp(figure))).toBeInTheDocument();
    expect(dimensionsCompleteHelp(figure)).toContain(`once ${DIMENSION_COMPLETE_AT} of your choices`);
    // Below the first level there is no badge, but the help still says what the levels need.
    expect(screen.getByText(COMPLETION_LEVEL_HELP)).toBeInTheDocument();
    for (const level of COMPLETION_LEVELS) expect(COMPLETION_LEVEL_HELP).toContain(`${level.label} at `);
  });

  it('keeps its headings in order: the card h2, its panels h3', async () => {
    api.use(profileApi.completion(completionWithComplete(3, 20)));
    renderCard();
    await screen.findByRole('heading', { name: 'Next Steps' });
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H2', 'A.L.I.V.E Profile Completion'],
      ['H3', 'Next Steps'],
      ['H3', 'Preference Insights'],
    ]);
  });

  it('links to the Preference Dashboard', async () => {
    api.use(choicesApi.userPreferences([]));
    renderCard();
    expect(await screen.findByRole('link', { name: 'Preference Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows a plain sentence with Try again when the preference insights fail', async () => {
    let fail = true;
    api.use(choicesApi.userPreferences(() => (fail ? failure(500, 'TypeError: cannot read tagName of undefined') : PREFERENCES)));
    renderCard();
    expect(await screen.findByText('Preference insights are unavailable right now')).toBeInTheDocument();
    expect(screen.queryByText(/TypeError/)).not.toBeInTheDocument();
    fail = false;
    const insights = screen.getByRole('region', { name: 'Preference Insights' });
    within(insights).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('list', { name: 'Top preferences' })).toBeInTheDocument();
  });

  it('shows the preference insights from the top 5 preferences', async () => {
    api.use(profileApi.completion(completionWithComplete(3)), choicesApi.userPreferences(PREFERENCES));
    renderCard();
    expect(await screen.findByText(/Creative Preference/)).toBeInTheDocument();
    expect(screen.getByText(/Growing Interest/)).toBeInTheDocument();
    const top = within(screen.getByRole('list', { name: 'Top preferences' })).getAllByRole('listitem');
    expect(top.map((item) => item.textContent)).toEqual([
      'Digital Creation81%',
      'Solo72%',
      'Visual65%',
      'Active40%',
      'Outdoor35%',
    ]);
  });

  it('applies the insight thresholds strictly (0.7 Creation and 0.6 Visual do not count)', async () => {
    api.use(profileApi.completion(completionWithComplete(3)), choicesApi.userPreferences([
          { id: 1, tagName: 'creation:Digital Creation', score: '0.7000', choiceCount: 3 },
          { id: 2, tagName: 'media:Visual', score: '0.6000', choiceCount: 3 },
        ],));
    renderCard();
    expect(await screen.findByRole('list', { name: 'Top preferences' })).toBeInTheDocument();
    expect(screen.queryByText(/Creative Preference/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Growing Interest/)).not.toBeInTheDocument();
  });

  it('invites more choices when there are no preferences yet', async () => {
    api.use(profileApi.completion(completionWithComplete(0)), choicesApi.userPreferences([]));
    renderCard();
    expect(await screen.findByText(/Make a few A.L.I.V.E Choices to see your top preferences/)).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again (no automatic retries)', async () => {
    api.use(profileApi.completion(failure(500, 'Database unavailable')), choicesApi.userPreferences([]));
    renderCard();
    expect(await screen.findByText("Couldn't load your profile completion")).toBeInTheDocument();
    // A plain sentence (plainErrorMessage of @alive/api-client), never the raw status and body.
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/Database unavailable/)).not.toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/happiness-profile/completion')).toHaveLength(1);
    screen.getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(api.requestsTo('GET', '/api/happiness-profile/completion')).toHaveLength(2));
  });

  it('offline (no HTTP answer) speaks calmly: no error, a note that it comes back online', async () => {
    api.use(
      http.get(profileRoutes.completion.path, () => HttpResponse.error()),
      choicesApi.userPreferences([]),
    );
    renderCard();
    expect(await screen.findByTestId('completion-offline')).toHaveTextContent(COMPLETION_OFFLINE_NOTE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText("Couldn't load your profile completion")).not.toBeInTheDocument();
  });

  it('offline after it has shown the figures keeps them (the last known), with no error', async () => {
    let offline = false;
    api.use(
      http.get(profileRoutes.completion.path, () => (offline ? HttpResponse.error() : HttpResponse.json(completionWithComplete(2)))),
      choicesApi.userPreferences([]),
    );
    const { queryClient } = renderWithShell(<ProfileCompletionCard />);
    expect(await screen.findByText('40%')).toBeInTheDocument();
    offline = true;
    act(() => announceChoiceRecorded(queryClient, { choicePairId: 1 }));
    await vi.waitFor(() => expect(api.requestsTo('GET', '/api/happiness-profile/completion')).toHaveLength(2));
    await vi.waitFor(() => expect(queryClient.getQueryState(profileCompletionQueryKey)?.status).toBe('error'));
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('completion-offline')).not.toBeInTheDocument();
  });

  it('refreshes when the choices remote announces a recorded choice, and not on other mutations', async () => {
    let completion = completionWithComplete(2);
    api.use(profileApi.completion(() => completion), choicesApi.userPreferences([]));
    const { queryClient } = renderWithShell(<ProfileCompletionCard />);
    expect(await screen.findByText('40%')).toBeInTheDocument();

    // Some other mutation in the shared QueryClient (not a choice) leaves the card alone.
    await queryClient.getMutationCache().build(queryClient, { mutationFn: async () => 'saved' }).execute(undefined);
    completion = completionWithComplete(3);
    act(() => announceChoiceRecorded(queryClient, { choicePairId: 1 }));
    expect(await screen.findByText('60%')).toBeInTheDocument();
    expect(screen.getByTestId('completion-badge')).toHaveTextContent('⭐ Profile Explorer');
    expect(api.requestsTo('GET', '/api/happiness-profile/completion')).toHaveLength(2);
    expect(api.requestsTo('GET', '/api/user-preferences/1')).toHaveLength(2);
  });
});
