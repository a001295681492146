import { act, screen, waitFor, within } from '@testing-library/react';
import { announceChoiceRecorded } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choicesApi, completionWithComplete, EMPTY_EVOLUTION, failure, FIXTURE_CHOICE_COUNT, installApiServer, pending, profileApi } from '@alive/api-mocks';
import { choicesMade, PROFILE_TARGET_CHOICES } from '@alive/domain';
import { choicesMadeHelp } from '@alive/ui';
import { renderWithShell } from '../../../test/render.tsx';
import DashboardScreen from './dashboard-screen.tsx';
import { NO_MATCHING_SUGGESTION_TEXT } from './recommended-for-you.tsx';

const api = installApiServer();

function pref(tagName: string, score: string, choiceCount = 1) {
  return { id: tagName.length, tagName, score, choiceCount };
}

describe('DashboardScreen', () => {
  it('shows skeletons while loading', () => {
    api.use(choicesApi.userPreferences(pending));
    renderWithShell(<DashboardScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Preference Dashboard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your Preference Dashboard')).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(5);
  });

  it('shows every empty state when there are no preferences yet', async () => {
    api.use(choicesApi.userPreferences([]), profileApi.evolution(EMPTY_EVOLUTION), profileApi.completion(completionWithComplete(0, 0)));
    renderWithShell(<DashboardScreen />);
    expect(await screen.findByText('No preferences data yet. Make some choices to see your profile!')).toBeInTheDocument();
    expect(screen.getByText('Make more choices to see insights!')).toBeInTheDocument();
    expect(screen.getByText('Build your profile to see recommendations!')).toBeInTheDocument();
    expect(await screen.findByText(/Make some choices to see how your preferences change/)).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Your Stats' });
    expect((await within(stats).findByText('Total Preferences')).nextSibling).toHaveTextContent('0');
    expect(within(stats).getByText('Choices made').nextSibling).toHaveTextContent('0');
    expect(within(stats).getByTestId('stat-choices-made-of-target')).toHaveTextContent(`0 of ${PROFILE_TARGET_CHOICES} · 0%`);
  });

  it('draws one bar per tag named after the last colon and its group, strongest first', async () => {
    api.use(choicesApi.userPreferences([pref('media:film:Visual', '0.6500'), pref('activity:Solo', '0.7200')]));
    renderWithShell(<DashboardScreen />);
    const list = await screen.findByRole('list', { name: 'Preference tags' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Solo · Activity72%', 'Visual · Media Film65%']);
    expect(within(rows[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
  });

  it('shows Choices made as N of 50 with its percent and help, once, and the tag sum named Tag signals', async () => {
    renderWithShell(<DashboardScreen />);
    const stats = await screen.findByRole('region', { name: 'Your Stats' });
    expect(await within(stats).findByText('Total Preferences')).toBeInTheDocument();
    expect(within(stats).getByText('Total Preferences').nextSibling).toHaveTextContent('5');
    const made = choicesMade(FIXTURE_CHOICE_COUNT);
    expect(within(stats).getByText('Choices made').nextSibling).toHaveTextContent(String(made.count));
    // The home screen's progress card reads the same count of the same target.
    expect(within(stats).getByTestId('stat-choices-made-of-target')).toHaveTextContent(`${made.count} of ${made.target} · ${made.percent}%`);
    expect(within(stats).getByText(choicesMadeHelp(made.target))).toBeInTheDocument();
    // One figure, one name: no second percent called Profile Strength.
    expect(stats).not.toHaveTextContent('Profile Strength');
    expect(within(stats).getByText('Tag signals').nextSibling).toHaveTextContent('20');
  });

  it('shows 44 choices as 44, not as the 245 tag signals they touched', async () => {
    const tags = Array.from({ length: 35 }, (_, i) => pref(`tag:T${i}`, '0.5000', 7));
    api.use(choicesApi.userPreferences(tags), profileApi.completion(completionWithComplete(5, 44)));
    renderWithShell(<DashboardScreen />);
    const stats = await screen.findByRole('region', { name: 'Your Stats' });
    expect(await within(stats).findByTestId('stat-choices-made')).toHaveTextContent(/^44$/);
    expect(within(stats).getByTestId('stat-tag-signals')).toHaveTextContent(/^245$/);
    expect(within(stats).getByTestId('stat-choices-made-percent')).toHaveTextContent(/^88%$/);
  });

  it('caps the Choices made percent at 100 % once the 50 choices are made', async () => {
    const many = Array.from({ length: 12 }, (_, i) => pref(`tag:T${i}`, '0.5000', 2));
    api.use(choicesApi.userPreferences(many), profileApi.completion(completionWithComplete(5, 60)));
    renderWithShell(<DashboardScreen />);
    const stats = await screen.findByRole('region', { name: 'Your Stats' });
    expect(await within(stats).findByTestId('stat-choices-made-percent')).toHaveTextContent(/^100%$/);
    expect(within(stats).getByText('Choices made').nextSibling).toHaveTextContent('60');
  });

  it('shows a plain error with Try again in Your Stats when the count cannot be loaded', async () => {
    let fail = true;
    api.use(profileApi.completion(() => (fail ? failure(500, 'PrismaClientKnownRequestError: boom') : completionWithComplete(5, 12))));
    const user = userEvent.setup();
    renderWithShell(<DashboardScreen />);
    const stats = await screen.findByRole('region', { name: 'Your Stats' });
    expect(await within(stats).findByText("Couldn't load your stats")).toBeInTheDocument();
    expect(stats).not.toHaveTextContent('Prisma');
    fail = false;
    await user.click(within(stats).getByRole('button', { name: 'Try again' }));
    expect(await within(stats).findByTestId('stat-choices-made')).toHaveTextContent('12');
  });

  it('shows Solo Focus above 0.6 and not at 0.6', async () => {
    api.use(choicesApi.userPreferences([pref('activity:Solo', '0.6100')]));
    const first = renderWithShell(<DashboardScreen />);
    expect(await screen.findByText('Solo Focus')).toBeInTheDocument();
    expect(screen.getByText(/prefer individual activities over group activities/)).toBeInTheDocument();
    first.unmount();

    api.use(choicesApi.userPreferences([pref('activity:Solo', '0.6000')]));
    renderWithShell(<DashboardScreen />);
    expect(await screen.findByText('Make more choices to see insights!')).toBeInTheDocument();
    expect(screen.queryByText('Solo Focus')).not.toBeInTheDocument();
  });

  it('recommends by the fixed rules, each because of the person\'s own top tag, strongest reason first', async () => {
    api.use(
      choicesApi.userPreferences([pref('creation:Digital Creation', '0.7000'), pref('media:Visual', '0.8000'), pref('pace:Active', '0.6000')]),
    );
    renderWithShell(<DashboardScreen />);
    const region = await screen.findByRole('region', { name: 'Recommended for You' });
    const items = within(region).getAllByTestId('dashboard-recommendation');
    expect(items.map((i) => i.textContent)).toEqual([
      'Video Editing CourseBecause you like Visual88% match',
      'Digital Art TutorialsBecause you like Digital Creation92% match',
      'Creative CodingBecause you like Active85% match',
    ]);
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Video Editing Course',
      'Digital Art Tutorials',
      'Creative Coding',
    ]);
  });

  it('never says "Because you like Active" to a person whose Active score is among their lowest', async () => {
    api.use(
      choicesApi.userPreferences([
        pref('media:Visual', '0.8100'),
        pref('creation:Digital Creation', '0.7400'),
        pref('activity:Solo', '0.6600'),
        pref('style:Planned', '0.6100'),
        pref('mood:Calm', '0.5800'),
        pref('setting:Home', '0.5500'),
        pref('pace:Active', '0.1200'),
      ]),
    );
    renderWithShell(<DashboardScreen />);
    const region = await screen.findByRole('region', { name: 'Recommended for You' });
    expect(within(region).getAllByTestId('dashboard-recommendation')).toHaveLength(2);
    expect(region).toHaveTextContent('Because you like Visual');
    expect(region).toHaveTextContent('Because you like Digital Creation');
    expect(region).not.toHaveTextContent('Because you like Active');
    expect(region).not.toHaveTextContent('Creative Coding');
  });

  it('says none fits when the only matching tag is one the person chooses against', async () => {
    api.use(choicesApi.userPreferences([pref('pace:Active', '0.1200'), pref('activity:Solo', '0.9000')]));
    renderWithShell(<DashboardScreen />);
    const region = await screen.findByRole('region', { name: 'Recommended for You' });
    // Not "Build your profile …": this person has preferences, none of them a reason for these suggestions.
    expect(region).toHaveTextContent(NO_MATCHING_SUGGESTION_TEXT);
    expect(region).not.toHaveTextContent('Build your profile to see recommendations!');
    expect(within(region).queryAllByTestId('dashboard-recommendation')).toHaveLength(0);
  });

  it('keeps the heading levels in order: the page h1, the cards h2, their items h3', async () => {
    api.use(choicesApi.userPreferences([pref('media:Visual', '0.9000'), pref('activity:Solo', '0.8000')]));
    renderWithShell(<DashboardScreen />);
    await screen.findByRole('region', { name: 'Recommended for You' });
    await screen.findByText('Solo Focus');
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: /Recommended for You/ })).toBeInTheDocument();
  });

  it('draws the Preference Evolution chart with one line per top tag and a legend', async () => {
    renderWithShell(<DashboardScreen />);
    const chart = await screen.findByRole('img', { name: /Preference scores over your choices/ });
    const series = within(screen.getByTestId('preference-evolution-chart')).getAllByTestId('evolution-series');
    expect(series.map((s) => s.dataset.tag)).toEqual(['creation:Digital Creation', 'activity:Solo']);
    // Solo appears from the second choice on: its line starts later instead of at 0.
    const soloPath = series[1]!.querySelector('path')!.getAttribute('d')!;
    expect(soloPath.startsWith('M')).toBe(true);
    expect(soloPath.match(/[ML]/g)).toHaveLength(3);
    expect(series[0]!.querySelector('path')!.getAttribute('d')!.match(/[ML]/g)).toHaveLength(4);
    expect(chart).toHaveAccessibleName(/Digital Creation: 65% to 81%; Solo: 65% to 72%/);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Digital Creation81%', 'Solo72%']);
    expect(screen.getByText(/After choice 4:/).parentElement).toHaveTextContent('Digital Creation 81% · Solo 72%');
  });

  it('reads out the scores after a chosen step with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithShell(<DashboardScreen />);
    const chart = await screen.findByTestId('preference-evolution-chart');
    chart.focus();
    await user.keyboard('{Home}');
    expect(screen.getByText(/After choice 1:/).parentElement).toHaveTextContent('Digital Creation 65% · Solo —');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(/After choice 2:/).parentElement).toHaveTextContent('Digital Creation 65% · Solo 65%');
  });

  it('asks the evolution call for the top 5 tags', async () => {
    renderWithShell(<DashboardScreen />);
    await screen.findByTestId('preference-evolution-chart');
    expect(api.requests.find((c) => c.url.startsWith('/api/happiness-profile/evolution'))?.url).toBe('/api/happiness-profile/evolution?limit=5');
  });

  it('keeps the rest of the dashboard when the evolution call fails', async () => {
    api.use(profileApi.evolution(failure(500, 'boom')));
    renderWithShell(<DashboardScreen />);
    expect(await screen.findByText("Couldn't load your preference history")).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Preference tags' })).toBeInTheDocument();
  });

  it('reports a failed preferences call', async () => {
    api.use(choicesApi.userPreferences(failure(503, 'Service Unavailable')));
    renderWithShell(<DashboardScreen />);
    expect(await screen.findByText("Couldn't load your preferences")).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/user-preferences/1')).toHaveLength(1);
  });

  it('shows the new count when a choice is recorded while it is open (a waiting choice sent once back online)', async () => {
    let made = FIXTURE_CHOICE_COUNT;
    api.use(profileApi.completion(() => completionWithComplete(5, made)));
    const { queryClient } = renderWithShell(<DashboardScreen />);
    const stats = await screen.findByRole('region', { name: 'Your Stats' });
    expect(await within(stats).findByText('Choices made')).toBeInTheDocument();
    expect(within(stats).getByText('Choices made').nextSibling).toHaveTextContent(String(made));

    made += 1;
    act(() => announceChoiceRecorded(queryClient, { choicePairId: 7 }));
    await waitFor(() => expect(within(stats).getByText('Choices made').nextSibling).toHaveTextContent(String(made)));
    expect(api.requestsTo('GET', '/api/user-preferences/1').length).toBeGreaterThanOrEqual(2);
  });
});
