// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { installApiServer } from '@alive/api-mocks';
import type { choicesEndpoints, recommendationsEndpoints } from '@alive/contracts';
import { choicesRoutes, recommendationsRoutes } from '@alive/contracts/routes';
import { apiQueryKey, endpointClient } from './endpoint-client.ts';

const api = installApiServer();
const choices = endpointClient<typeof choicesEndpoints>(choicesRoutes);

describe('endpointClient', () => {
  it('sends the headers an endpoint declares, with the body, through the one fetch wrapper', async () => {
    const seen: Request[] = [];
    api.use(
      http.post('/api/user-choices', ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const key = '019b7ca9-8c88-7000-8000-000000000001';
    await choices.submitChoice({ body: { choicePairId: 3, selectedOption: 'option2', responseTime: 700 }, headers: { 'idempotency-key': key } });
    await choices.submitChoice({ body: { choicePairId: 4, selectedOption: 'option1', responseTime: 700 } });
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual([key, null]);
    expect(await seen[0]!.json()).toEqual({ choicePairId: 3, selectedOption: 'option2', responseTime: 700 });
    // @ts-expect-error: an endpoint that declares no headers takes none
    void choices.recentChoices.url({ headers: { 'idempotency-key': key } });
  });
});

describe('apiQueryKey', () => {
  it('gives a declared read with its query the key of the call that makes it', () => {
    const recommendations = endpointClient<typeof recommendationsEndpoints>(recommendationsRoutes);
    const input = { params: { category: 'general' }, query: { limit: '6' } } as const;
    const read = recommendations.personalized.url(input);
    expect(read).toBe('/api/personalized-recommendations/general?limit=6');
    // The same parts in the same order: one cache entry (React Query hashes a key by its JSON, object keys sorted).
    expect(apiQueryKey(read)).toEqual(recommendations.personalized.queryKey(input));
  });

  it('reads the path query as strings, a repeated name as a list, and an explicit query over the path', () => {
    expect(apiQueryKey('/api/groups/7/recommendations?category=travel')).toEqual(['/api/groups', '7', 'recommendations', { category: 'travel' }]);
    expect(apiQueryKey('/api/content?tag=a&tag=b&limit=2')).toEqual(['/api/content', { tag: ['a', 'b'], limit: '2' }]);
    expect(apiQueryKey('/api/groups?')).toEqual(['/api/groups']);
    expect(apiQueryKey('/api/groups?limit=5', { limit: 9 })).toEqual(['/api/groups', { limit: 9 }]);
  });
});
