// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { installApiServer } from '@alive/api-mocks';
import type { choicesEndpoints } from '@alive/contracts';
import { choicesRoutes } from '@alive/contracts/routes';
import { endpointClient } from './endpoint-client.ts';

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
