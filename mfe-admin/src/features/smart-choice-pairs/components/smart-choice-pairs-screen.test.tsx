import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPairsApi, adminUser, algorithmAnalysis, authApi, failure, installApiServer, pairEvaluation, signedInUser, smartSuggestion } from '@alive/api-mocks';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import SmartChoicePairsScreen from './smart-choice-pairs-screen.tsx';

// A loaded machine renders the tab panels slowly.
vi.setConfig({ testTimeout: 20_000 });

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  api.use(authApi.currentUser(adminUser));
});

async function renderScreen() {
  const user = userEvent.setup();
  renderAdminScreen(SmartChoicePairsScreen, { path: '/smart-choice-pairs' });
  await screen.findByRole('heading', { level: 1, name: 'Smart Choice Pair Engine' });
  // The tabs load with the first screen that uses them.
  await screen.findByRole('tab', { name: 'Generate' });
  return user;
}

const suggestions = () => screen.queryAllByTestId('smart-suggestion');

async function generateThree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(suggestions()).toHaveLength(3));
}

describe('SmartChoicePairsScreen: access', () => {
  it('tells a non-admin the engine is only for administrators', async () => {
    api.use(authApi.currentUser(signedInUser));
    renderAdminScreen(SmartChoicePairsScreen, { path: '/smart-choice-pairs' });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByText('This Smart Choice Pairs engine is only available to administrators.')).toBeInTheDocument();
  });
});

describe('SmartChoicePairsScreen: Generate', () => {
  it('sends the category and Number of Pairs, lists each pair with its details and toasts the count', async () => {
    const user = await renderScreen();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Generate', 'Recommendations', 'Evaluate', 'Analytics']);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['General', 'Movies', 'Food', 'Travel', 'Activities', 'Books', 'Date night', 'Lifestyle', 'Creative', 'Entertainment']);
    await user.click(screen.getByRole('option', { name: 'Date night' }));
    await user.clear(screen.getByLabelText('Number of Pairs'));
    await user.type(screen.getByLabelText('Number of Pairs'), '12');
    await generateThree(user);
    expect(await findToast()).toHaveTextContent('Generated 3 smart choice pairs');
    expect(api.requestsTo('POST', '/api/smart-choice-pairs/generate')[0]?.body).toEqual({ category: 'date_night', count: 12 });
    const first = within(suggestions()[0]!);
    expect(first.getByRole('heading', { name: 'Option A1 vs Option B1' })).toBeInTheDocument();
    expect(first.getByText('Travel')).toBeInTheDocument();
    expect(first.getByText('medium')).toBeInTheDocument();
    expect(first.getByText('Score 76%')).toBeInTheDocument();
    expect(within(first.getByRole('list', { name: 'Tags of Option A1 vs Option B1' })).getAllByRole('listitem')).toHaveLength(2);
    expect(first.getByText(/Targets: Active vs Reflective, Pilgrimage\. Explores: Life Engagement in Travel/)).toBeInTheDocument();
  });

  it('asks for 5 when Number of Pairs is not a number, and the quick buttons ask for 5 of their category', async () => {
    const user = await renderScreen();
    await user.clear(screen.getByLabelText('Number of Pairs'));
    await generateThree(user);
    const quick = within(screen.getByRole('group', { name: 'Generate 5 pairs for a category' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual(['Movies', 'Travel', 'Food', 'Activities', 'Books', 'Lifestyle', 'Tech', 'General']);
    await user.click(quick.getByRole('button', { name: 'Tech' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/smart-choice-pairs/generate')).toHaveLength(2));
    expect(api.requestsTo('POST', '/api/smart-choice-pairs/generate').map((r) => r.body)).toEqual([
      { category: 'general', count: 5 },
      { category: 'tech', count: 5 },
    ]);
  });

  it('refuses a Number of Pairs outside 1 to 20 in the form: a message under the field and Generate disabled', async () => {
    const user = await renderScreen();
    const field = screen.getByLabelText('Number of Pairs');
    expect(field).toHaveAttribute('min', '1');
    expect(field).toHaveAttribute('max', '20');
    for (const bad of ['25', '0', '2.5']) {
      await user.clear(field);
      await user.type(field, bad);
      expect(screen.getByRole('alert')).toHaveTextContent('Number of Pairs must be a whole number from 1 to 20.');
      expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    }
    await user.clear(field);
    await user.type(field, '20');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(api.requestsTo('POST', '/api/smart-choice-pairs/generate')).toHaveLength(0);
  });

  it('a failed Generate keeps the earlier pairs and says so in a plain sentence, with Try again', async () => {
    const user = await renderScreen();
    await generateThree(user);
    api.use(adminPairsApi.smartGenerate(failure(500, '{"message":"engine exploded"}')));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText("Couldn't generate pairs")).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/engine exploded/)).not.toBeInTheDocument();
    expect(suggestions()).toHaveLength(3);
    api.use(adminPairsApi.smartGenerate(async () => ({ category: 'general', suggestions: [smartSuggestion({ optionA: 'Fresh A', optionB: 'Fresh B' })] })));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(suggestions()).toHaveLength(1));
    expect(screen.queryByText("Couldn't generate pairs")).not.toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/smart-choice-pairs/generate').map((r) => r.body)).toEqual([
      { category: 'general', count: 5 },
      { category: 'general', count: 5 },
      { category: 'general', count: 5 },
    ]);
  });

  it('toasts "Generated 1 smart choice pair" for one', async () => {
    api.use(adminPairsApi.smartGenerate(async () => ({ category: 'general', suggestions: [smartSuggestion()] })));
    const user = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await findToast()).toHaveTextContent(/^Generated 1 smart choice pair(?!s)/);
  });

  it('Generation Failed with the fallback sentence when the server fails', async () => {
    api.use(adminPairsApi.smartGenerate(failure(502, 'Bad Gateway')));
    const user = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await findToast()).toHaveTextContent('Failed to generate choice pairs. Please try again.');
  });
});

describe('SmartChoicePairsScreen: selection and Add Selected', () => {
  it('disables Add Selected while nothing is selected, and enables it with a selection', async () => {
    const user = await renderScreen();
    await generateThree(user);
    expect(screen.getByRole('button', { name: 'Add Selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Option A1 vs Option B1' }));
    expect(screen.getByRole('button', { name: 'Add Selected (1)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Option A1 vs Option B1' }));
    const none = screen.getByRole('button', { name: 'Add Selected (0)' });
    expect(none).toBeDisabled();
    await user.click(none);
    expect(api.requestsTo('POST', '/api/smart-choice-pairs/add')).toHaveLength(0);
  });

  it('adds the selected pairs by index, clears the selection and takes them off the list', async () => {
    const user = await renderScreen();
    await generateThree(user);
    await user.click(screen.getByRole('checkbox', { name: 'Select Option A1 vs Option B1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Option A3 vs Option B3' }));
    await user.click(screen.getByRole('button', { name: 'Add Selected (2)' }));
    expect(await findToast()).toHaveTextContent('Added 2 choice pairs');
    const body = api.requestsTo('POST', '/api/smart-choice-pairs/add')[0]?.body as { choicePairs: { optionA: string; category: string }[] };
    expect(body.choicePairs.map((p) => [p.optionA, p.category])).toEqual([
      ['Option A1', 'Travel'],
      ['Option A3', 'Travel'],
    ]);
    await waitFor(() => expect(suggestions()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Add Selected (0)' })).toBeInTheDocument();
  });

  it('says "Added 1 choice pair" for one', async () => {
    const user = await renderScreen();
    await generateThree(user);
    await user.click(screen.getByRole('checkbox', { name: 'Select Option A2 vs Option B2' }));
    await user.click(screen.getByRole('button', { name: 'Add Selected (1)' }));
    expect(await findToast()).toHaveTextContent(/^Added 1 choice pair(?!s)/);
  });

  it('Select All selects every pair and becomes Deselect All', async () => {
    const user = await renderScreen();
    await generateThree(user);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByRole('button', { name: 'Add Selected (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByRole('button', { name: 'Add Selected (0)' })).toBeInTheDocument();
  });

  it('Failed to Add Pairs with the server’s message, keeping the selection', async () => {
    api.use(adminPairsApi.smartAdd(failure(400, 'Invalid request body: category must be one of Travel, Movies')));
    const user = await renderScreen();
    await generateThree(user);
    await user.click(screen.getByRole('checkbox', { name: 'Select Option A2 vs Option B2' }));
    await user.click(screen.getByRole('button', { name: 'Add Selected (1)' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Failed to Add Pairs');
    expect(toast).toHaveTextContent('category must be one of Travel, Movies');
    expect(screen.getByRole('button', { name: 'Add Selected (1)' })).toBeInTheDocument();
  });
});

describe('SmartChoicePairsScreen: Evaluate, Recommendations, Analytics', () => {
  it('refuses blank options with "Please fill in both options", without a call', async () => {
    const user = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Evaluate' }));
    await user.type(screen.getByLabelText('Option A'), '   ');
    await user.type(screen.getByLabelText('Option B'), 'Museum');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await findToast()).toHaveTextContent('Please fill in both options');
    expect(api.requestsTo('POST', '/api/smart-choice-pairs/evaluate')).toHaveLength(0);
  });

  it('evaluates the trimmed pair: Quality Score, feedback, relevance, recommendation and the admin’s analysis', async () => {
    const user = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Evaluate' }));
    await user.type(screen.getByLabelText('Option A'), ' Kayaking ');
    await user.type(screen.getByLabelText('Option B'), 'Museum');
    await user.type(screen.getByLabelText('Category'), 'Travel');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await findToast()).toHaveTextContent('Quality score 72%');
    expect(api.requestsTo('POST', '/api/smart-choice-pairs/evaluate')[0]?.body).toEqual({ choicePair: { optionA: 'Kayaking', optionB: 'Museum', category: 'Travel' } });
    const result = within(screen.getByRole('region', { name: 'Evaluation' }));
    expect(result.getByRole('heading', { name: 'Quality Score: 72%' })).toBeInTheDocument();
    expect(result.getByText(/It sets Active against Reflective/)).toBeInTheDocument();
    expect(result.getByText(/^High:/)).toBeInTheDocument();
    expect(result.getByText('45%')).toBeInTheDocument();
    expect(result.getByText('Travel (4)')).toBeInTheDocument();
  });

  it('says "Failed to evaluate choice pair." on a failure', async () => {
    api.use(adminPairsApi.smartEvaluate(failure(500, 'Internal Server Error')));
    const user = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Evaluate' }));
    await user.type(screen.getByLabelText('Option A'), 'Kayaking');
    await user.type(screen.getByLabelText('Option B'), 'Museum');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await findToast()).toHaveTextContent('Failed to evaluate choice pair.');
  });

  it('a generated pair’s Evaluate opens the Evaluate tab with its options and scores it', async () => {
    api.use(adminPairsApi.smartEvaluate(pairEvaluation({ qualityScore: 0.91 })));
    const user = await renderScreen();
    await generateThree(user);
    await user.click(screen.getByRole('button', { name: 'Evaluate Option A2 vs Option B2' }));
    expect(await findToast()).toHaveTextContent('Quality score 91%');
    expect(screen.getByRole('tab', { name: 'Evaluate' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Option A')).toHaveValue('Option A2');
    expect(api.requestsTo('POST', '/api/smart-choice-pairs/evaluate')[0]?.body).toEqual({ choicePair: { optionA: 'Option A2', optionB: 'Option B2', category: 'Travel' } });
  });

  it('Get Recommendations lists the pairs the set needs most', async () => {
    api.use(adminPairsApi.smartRecommendations({ recommendations: [smartSuggestion({ optionA: 'Opera night', optionB: 'Rock gig', category: 'general' })] }));
    const user = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(screen.getByText('No recommendations loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Recommendations' }));
    expect(await screen.findByRole('heading', { name: 'Opera night vs Rock gig' })).toBeInTheDocument();
  });

  it('Analytics: N/A before any evaluation, then the session’s counts, and the set’s mapping', async () => {
    api.use(adminPairsApi.algorithmAnalysis(algorithmAnalysis({ totalPairs: 12, mappedPairs: 9, unmappedPairs: 3 })));
    const user = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(within(screen.getByRole('region', { name: 'Last Quality Score' })).getByText('N/A')).toBeInTheDocument();
    expect(await within(await screen.findByRole('region', { name: 'Mapped Pairs' })).findByText('9')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Unmapped Pairs' })).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Category distribution' })).getByText('Travel: 7')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Generate' }));
    await generateThree(user);
    await user.click(screen.getByRole('checkbox', { name: 'Select Option A1 vs Option B1' }));
    await user.click(screen.getByRole('button', { name: 'Evaluate Option A1 vs Option B1' }));
    await findToast();
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(within(screen.getByRole('region', { name: 'Generated Pairs' })).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Selected Pairs' })).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Last Quality Score' })).getByText('72%')).toBeInTheDocument();
  });
});
