import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminChoicePair, adminPairsApi, adminUser, aiRecommendation, authApi, failure, gapAnalysis, gate, installApiServer, pairPagesOf } from '@alive/api-mocks';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import AiRecommendationsScreen from './ai-recommendations-screen.tsx';

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  api.use(
    authApi.currentUser(adminUser),
    pairPagesOf([
      adminChoicePair({ id: 1, category: 'Travel' }),
      adminChoicePair({ id: 2, option1: 'A science fiction epic', option2: 'A romantic comedy', category: 'Movies', isActive: false }),
    ]),
  );
});

const TWO = [
  aiRecommendation(),
  aiRecommendation({ option1: 'Eat your way through a night market', option2: 'Dinner at the hotel you always book', confidence: 0.64, option1Tags: { 'food:Street Food': 1 }, option2Tags: {} }),
];

async function renderScreen() {
  const user = userEvent.setup();
  renderAdminScreen(AiRecommendationsScreen, { path: '/ai-recommendations' });
  await screen.findByRole('heading', { level: 1, name: 'AI Recommendations' });
  return user;
}

describe('AiRecommendationsScreen', () => {
  it('starts on Travel with No recommendations yet and the six categories', async () => {
    const user = await renderScreen();
    expect(screen.getByText('No recommendations yet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Travel');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Travel', 'Movies', 'Books', 'Activities', 'Entertainment', 'Creative']);
  });

  it('generates: Generating... while running, then the three gap cards and the pairs with confidence, reasoning and tags', async () => {
    const held = gate();
    api.use(
      adminPairsApi.aiRecommendations(async () => {
        await held.wait;
        return TWO;
      }),
      adminPairsApi.gapAnalysis(gapAnalysis({ category: 'Movies' })),
    );
    const user = await renderScreen();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Movies' }));
    await user.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    held.open();
    const toast = await findToast();
    expect(toast).toHaveTextContent('AI Analysis Complete');
    expect(toast).toHaveTextContent('2 recommendations for Movies');
    // The chosen category's stored pairs go along, so none comes back as a proposal.
    expect(api.requestsTo('POST', '/api/ai-recommendations')[0]?.body).toEqual({
      category: 'Movies',
      limit: 3,
      existingPairs: [{ option1: 'A science fiction epic', option2: 'A romantic comedy' }],
    });
    expect(api.requestsTo('GET', '/api/admin/choice-pairs/page').map((r) => new URL(r.url, 'http://x').searchParams.get('category'))).toEqual(['Movies']);
    expect(api.requestsTo('POST', '/api/gap-analysis')[0]?.body).toEqual({ category: 'Movies' });
    for (const title of ['Underexplored Areas', 'Suggested Dimensions', 'Missing Contrasts']) expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Suggested Dimensions' })).getByText(/Life Engagement/)).toBeInTheDocument();
    const cards = screen.getAllByTestId('ai-recommendation');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByLabelText('Confidence 82%')).toBeInTheDocument();
    expect(first.getByText(/which no Travel pair contrasts yet/)).toBeInTheDocument();
    expect(within(first.getByRole('list', { name: 'Tags of Walk the Camino Portugues' })).getByText('pace:Active (1)')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No tags')).toBeInTheDocument();
  });

  it('Add as Choice Pair stores the pair with its tags and takes it off the list', async () => {
    api.use(adminPairsApi.aiRecommendations(TWO));
    const user = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    await waitFor(() => expect(screen.getAllByTestId('ai-recommendation')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add as Choice Pair: Walk the Camino Portugues vs A week of reading on a quiet island' }));
    expect(await findToast()).toHaveTextContent('Choice pair created');
    expect(api.requestsTo('POST', '/api/admin/choice-pairs')[0]?.body).toEqual({
      option1: 'Walk the Camino Portugues',
      option2: 'A week of reading on a quiet island',
      category: 'Travel',
      option1Tags: { 'pace:Active': 1, 'alive:life_engagement:active': 1 },
      option2Tags: { 'pace:Relaxed': 1, 'alive:life_engagement:reflective': 1 },
      isActive: true,
    });
    await waitFor(() => expect(screen.getAllByTestId('ai-recommendation')).toHaveLength(1));
  });

  it('says "Failed to create choice pair from recommendation." when the add fails, keeping the card', async () => {
    api.use(adminPairsApi.aiRecommendations(TWO), adminPairsApi.createChoicePair(failure(500, 'Internal Server Error')));
    const user = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    await waitFor(() => expect(screen.getAllByTestId('ai-recommendation')).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: /^Add as Choice Pair/ })[1]!);
    expect(await findToast()).toHaveTextContent('Failed to create choice pair from recommendation.');
    expect(screen.getAllByTestId('ai-recommendation')).toHaveLength(2);
  });

  it('says "Failed to generate recommendations" when either call fails', async () => {
    api.use(adminPairsApi.gapAnalysis(failure(500, 'Internal Server Error')));
    const user = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    expect(await findToast()).toHaveTextContent('Failed to generate recommendations');
    expect(screen.getByRole('button', { name: 'Generate Recommendations' })).toBeEnabled();
  });

  it('keeps No recommendations yet when the category offers nothing new', async () => {
    api.use(adminPairsApi.aiRecommendations([]));
    const user = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    expect(await findToast()).toHaveTextContent('0 recommendations for Travel');
    expect(screen.getByText('No recommendations yet')).toBeInTheDocument();
    expect(screen.getByText('The Travel material offers no new pair right now.')).toBeInTheDocument();
  });
});
