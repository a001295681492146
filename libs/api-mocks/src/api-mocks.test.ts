// @vitest-environment jsdom
// (jsdom gives relative URLs such as `/api/x` the page's origin as their base, as in the browser.)
import { describe, expect, it, vi } from 'vitest';
import {
  errorResponseSchema,
  groupListResponseSchema,
  groupRecommendationsResponseSchema,
  groupSchema,
  groupSummarySchema,
  joinGroupResponseSchema,
  type ChoicePair,
} from '@alive/contracts';
import { choicesApi, GROUP_ID, installApiServer, makePair } from './index.ts';

const api = installApiServer();

const getJson = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('@alive/api-mocks', () => {
  it('hands out fresh pairs 1, 2, … and records each request', async () => {
    expect(((await getJson('/api/choice-pairs/next')).body as ChoicePair).id).toBe(1);
    expect(((await getJson('/api/choice-pairs/next?category=Books')).body as ChoicePair).id).toBe(2);
    expect(api.requests.map((r) => r.url)).toEqual(['/api/choice-pairs/next', '/api/choice-pairs/next?category=Books']);
  });

  it('starts every test from fresh defaults', async () => {
    expect(((await getJson('/api/choice-pairs/next')).body as ChoicePair).id).toBe(1);
    expect(api.requests).toHaveLength(1);
  });

  it('refuses an override that drifts from the response contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.use(choicesApi.nextPair({ ...makePair(1), option1Tags: 'Nature' } as unknown as ChoicePair));
    const response = await fetch('/api/choice-pairs/next');
    expect(response.status).toBe(500);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/option1Tags/);
    logged.mockRestore();
  });

  it('answers a request body outside the contract with 400 { message }', async () => {
    const { status, body } = await getJson('/api/user-choices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ choicePairId: 1, selectedOption: 'option3', responseTime: 10 }),
    });
    expect(status).toBe(400);
    expect(errorResponseSchema.parse(body).message).toMatch(/option1|option2|Invalid/);
    expect(api.requestsTo('POST', '/api/user-choices')[0]!.body).toEqual({ choicePairId: 1, selectedOption: 'option3', responseTime: 10 });
  });

  it('answers the groups calls as the service does, validating bodies', async () => {
    expect(groupListResponseSchema.parse((await getJson('/api/groups')).body).groups).toHaveLength(1);
    const detail = groupSchema.parse((await getJson(`/api/groups/${GROUP_ID}`)).body);
    expect(detail.members.map((m) => m.role)).toEqual(['owner', 'admin', 'member']);
    const json = (body: unknown, method = 'POST') => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const created = await getJson('/api/groups', json({ name: '  Book Club ' }));
    expect(created.status).toBe(201);
    expect(groupSummarySchema.parse(created.body)).toMatchObject({ name: 'Book Club', role: 'owner', memberCount: 1 });
    const blank = await getJson('/api/groups', json({ name: ' ' }));
    expect(blank.status).toBe(400);
    expect(errorResponseSchema.parse(blank.body).message).toBe('Invalid request body: name: Group name is required');
    const joined = await getJson('/api/groups/join', json({ inviteCode: 'tral2345' }));
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joinGroupResponseSchema.parse(joined.body).group.inviteCode).toBe('TRAL2345');
    const list = groupRecommendationsResponseSchema.parse((await getJson(`/api/groups/${GROUP_ID}/recommendations?category=date_night`)).body);
    expect(list.recommendations.every((r) => r.category === 'date_night')).toBe(true);
  });
});
