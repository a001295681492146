import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LearningInsightsPersonal, LearningInsightsSystem } from '@alive/contracts';
import {
  authApi,
  EMPTY_PERSONAL_LEARNING,
  failure,
  installApiServer,
  pending,
  PERSONAL_LEARNING,
  profileApi,
  signedInUser,
  SYSTEM_LEARNING,
  type Reply,
} from '@alive/api-mocks';
import { renderWithShell } from '../../../test/render.tsx';
import LearningInsightsScreen from './learning-insights-screen.tsx';
import { CONFIDENCE_THRESHOLD_HELP } from './learning-profile-tab.tsx';

const api = installApiServer();

/** Personal for `{userId}`, system for `{}` — the one endpoint answers both. */
function learning(personal: Reply<LearningInsightsPersonal>, system: Reply<LearningInsightsSystem>) {
  return profileApi.learningInsights(async (request) => {
    const body = (await request.clone().json()) as object;
    const reply = 'userId' in body ? personal : system;
    return typeof reply === 'function' ? reply(request) : reply;
  });
}

describe('LearningInsightsScreen', () => {
  it('shows an info card with a login link when signed out, and asks for no learning data', async () => {
    api.use(authApi.currentUser(failure(401, 'Unauthorized')));
    renderWithShell(<LearningInsightsScreen />);
    expect(await screen.findByText('Sign in to see your learning insights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/learning-insights')).toHaveLength(0);
  });

  it('posts the signed-in user id and shows accuracy, label, last update, categories and patterns', async () => {
    renderWithShell(<LearningInsightsScreen />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Your Learning Profile', 'System Performance']);
    expect(await screen.findByText('85%')).toBeInTheDocument();
    expect(screen.getByTestId('accuracy-label')).toHaveTextContent('Very Good');
    expect(screen.getByText('Last updated').nextSibling).toHaveTextContent(/2026/);
    expect(api.requestsTo('POST', '/api/learning-insights').map((c) => c.body)).toEqual([{ userId: signedInUser.id }]);

    const categories = screen.getByRole('region', { name: 'Category Performance' });
    const rows = within(categories).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Movies & TV');
    expect(rows[0]).toHaveTextContent('90% success · 7 feedback items');
    expect(rows[1]).toHaveTextContent('50% success · 4 feedback items');

    const patterns = screen.getByRole('region', { name: 'Preference Patterns' });
    expect(within(patterns).getByText('Preferred categories').nextSibling).toHaveTextContent('CreativeBooks');
    expect(within(patterns).getByText('Time preferences').nextSibling).toHaveTextContent('Evenings');
    expect(within(patterns).getByText('Cost preferences').nextSibling).toHaveTextContent('Free');
    expect(within(patterns).getByText('Confidence threshold').nextSibling).toHaveTextContent('56%');
  });

  it.each([
    [0.95, 'Excellent'],
    [0.9, 'Excellent'],
    [0.89, 'Very Good'],
    [0.8, 'Very Good'],
    [0.75, 'Good'],
    [0.7, 'Good'],
    [0.6, 'Fair'],
    [0.59, 'Learning'],
  ])('labels accuracy %f as %s', async (overallAccuracy, label) => {
    api.use(learning({ ...PERSONAL_LEARNING, overallAccuracy }, SYSTEM_LEARNING));
    renderWithShell(<LearningInsightsScreen />);
    expect(await screen.findByTestId('accuracy-label')).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it('shows categories as labels from the one label table, not as stored values', async () => {
    const categoryPerformance = [
      { category: 'movies', successRate: 0.9, feedbackCount: 3 },
      { category: 'date_night', successRate: 0.5, feedbackCount: 2 },
      { category: 'enhanced-content', successRate: 0.4, feedbackCount: 2 },
    ];
    const patterns = { ...PERSONAL_LEARNING.patterns, preferredCategories: ['food', 'Food', 'learning'] };
    api.use(learning({ ...PERSONAL_LEARNING, categoryPerformance, patterns }, SYSTEM_LEARNING));
    renderWithShell(<LearningInsightsScreen />);
    const categories = await screen.findByRole('region', { name: 'Category Performance' });
    const rows = within(categories).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Movies', 'Date night', 'Enhanced content']);
    expect(within(categories).getByRole('progressbar', { name: 'Date night success rate' })).toBeInTheDocument();
    const preferred = screen.getByRole('region', { name: 'Preference Patterns' });
    expect(within(preferred).getByText('Preferred categories').nextSibling).toHaveTextContent(/^FoodLearning$/);
  });

  it('counts a category\'s feedback in the right number: "1 feedback item", "2 feedback items"', async () => {
    const categoryPerformance = [
      { category: 'movies', successRate: 1, feedbackCount: 1 },
      { category: 'books', successRate: 0.5, feedbackCount: 2 },
    ];
    api.use(learning({ ...PERSONAL_LEARNING, categoryPerformance }, SYSTEM_LEARNING));
    renderWithShell(<LearningInsightsScreen />);
    const categories = await screen.findByRole('region', { name: 'Category Performance' });
    const [one, two] = within(categories).getAllByRole('listitem');
    expect(within(one!).getByText(/success ·/)).toHaveTextContent(/^100% success · 1 feedback item$/);
    expect(within(two!).getByText(/success ·/)).toHaveTextContent(/^50% success · 2 feedback items$/);
  });

  it('shows No Learning Data Yet, Never and the category empty state without feedback', async () => {
    api.use(learning(EMPTY_PERSONAL_LEARNING, SYSTEM_LEARNING));
    renderWithShell(<LearningInsightsScreen />);
    expect(await screen.findByText('No Learning Data Yet')).toBeInTheDocument();
    expect(screen.getByText(/Last updated: Never/)).toBeInTheDocument();
    expect(screen.getByText(/^No category data available yet/)).toBeInTheDocument();
    expect(screen.getAllByText('None yet')).toHaveLength(3);
  });

  it('shows skeletons while the learning profile loads', async () => {
    api.use(profileApi.learningInsights(pending));
    renderWithShell(<LearningInsightsScreen />);
    expect(await screen.findByLabelText('Loading your learning profile')).toBeInTheDocument();
  });

  it('System Performance posts {} and shows active learners, feedback items and average accuracy', async () => {
    const user = userEvent.setup();
    renderWithShell(<LearningInsightsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'System Performance' }));
    expect((await screen.findByText('Active learners')).nextSibling).toHaveTextContent('42');
    expect(screen.getByText('Feedback items').nextSibling).toHaveTextContent('318');
    expect(screen.getByText('Average accuracy').nextSibling).toHaveTextContent('74%');
    await waitFor(() => expect(api.requestsTo('POST', '/api/learning-insights').map((c) => c.body)).toContainEqual({}));
  });

  it('System Performance shows System Data Unavailable when the call fails, and can try again', async () => {
    api.use(learning(PERSONAL_LEARNING, failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<LearningInsightsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'System Performance' }));
    expect(await screen.findByText('System Data Unavailable')).toBeInTheDocument();
    const systemCalls = () => api.requestsTo('POST', '/api/learning-insights').filter((c) => JSON.stringify(c.body) === '{}');
    expect(systemCalls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(systemCalls()).toHaveLength(2));
  });
});

describe('LearningInsightsScreen — what it claims, and its headings', () => {
  function headingLevels(): number[] {
    return screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  }
  function expectNoSkippedLevel(levels: number[]) {
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  }

  it('describes the confidence threshold as a guide, never as a minimum for being shown', async () => {
    renderWithShell(<LearningInsightsScreen />);
    const patterns = await screen.findByRole('region', { name: 'Preference Patterns' });
    const threshold = within(patterns).getByText('Confidence threshold').nextSibling as HTMLElement;
    expect(threshold).toHaveTextContent(CONFIDENCE_THRESHOLD_HELP);
    // Lists show their best-ranked picks whatever their confidence (and starter picks): no minimum exists.
    expect(patterns).not.toHaveTextContent(/minimum confidence before a recommendation is shown/i);
    expect(CONFIDENCE_THRESHOLD_HELP).toMatch(/not cut at it/);
  });

  it('skips no heading level on either tab, with data or without, nor signed out', async () => {
    const user = userEvent.setup();
    const first = renderWithShell(<LearningInsightsScreen />);
    await screen.findByRole('region', { name: 'Category Performance' });
    expectNoSkippedLevel(headingLevels());
    await user.click(screen.getByRole('tab', { name: 'System Performance' }));
    await screen.findByText('Active learners');
    expectNoSkippedLevel(headingLevels());
    first.unmount();

    api.use(learning(EMPTY_PERSONAL_LEARNING, failure(500, 'boom')));
    const second = renderWithShell(<LearningInsightsScreen />);
    await screen.findByRole('heading', { name: 'No Learning Data Yet' });
    expectNoSkippedLevel(headingLevels());
    await user.click(screen.getByRole('tab', { name: 'System Performance' }));
    await screen.findByRole('heading', { name: 'System Data Unavailable' });
    expectNoSkippedLevel(headingLevels());
    second.unmount();

    api.use(authApi.currentUser(failure(401, 'Unauthorized')));
    renderWithShell(<LearningInsightsScreen />);
    await screen.findByRole('heading', { name: 'Sign in to see your learning insights' });
    expectNoSkippedLevel(headingLevels());
  });
});
