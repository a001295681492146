// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { myListItem, recommendation, recommendationList } from '@alive/api-mocks';
import { renderScreenFragment } from '@alive/ui/screen-fragment-render';
import { ROUTES } from '../../../routes.ts';
import RecommendationsScreen, { ready } from './recommendations-screen.tsx';

/**
 * The edge renders /recommendations with the person's answers to its route's reads, in Node, for the
 * page's document (docs/architecture.md, "A screen with the person's data"): the first tab's list and
 * My list, at the addresses the screen's own calls use, so the render shows the cards, not a loading grid.
 */
describe('the recommendations hub rendered for a document', () => {
  it("shows the first tab's cards, pressed as My list says, from the answers to the route's reads", async () => {
    const reads = ROUTES.find((route) => route.path === '/recommendations')?.reads ?? [];
    expect(reads).toEqual(['/api/personalized-recommendations/general?limit=6', '/api/recommendations/my-list']);
    await ready();
    const first = recommendation(1, { title: 'Walk the coast path' });
    const html = renderScreenFragment(RecommendationsScreen, '/recommendations', [
      { path: reads[0]!, data: recommendationList('general', [first, recommendation(2, { title: 'Read a short novel' })]) },
      { path: reads[1]!, data: { items: [myListItem(1, { recommendationId: first.id, liked: true })] } },
    ]);
    expect(html).toContain('Walk the coast path');
    expect(html).toContain('Read a short novel');
    expect(html).not.toContain('Loading General recommendations');
    expect(html).toMatch(/aria-label="Like"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*aria-label="Like"/);
  });
});
