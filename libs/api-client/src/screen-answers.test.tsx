import { SCREEN_DATA_ELEMENT_ID, scriptSafeJson } from '@alive/contracts/constants';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceChoiceRecorded } from './choice-recorded.ts';
import { createQueryClient } from './query-client.ts';
import { parseScreenData, refetchOnVisit, SEEDED_ANSWER_FRESH_MS, seedScreenAnswers } from './screen-answers.ts';

const DATA = {
  path: '/happiness-profile',
  reads: [
    { path: '/api/happiness-profile', data: { hasProfile: true, typeName: 'The </script> Explorer' } },
    { path: '/api/happiness-profile/completion', data: { percent: 100 } },
  ],
};

function block(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SCREEN_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(SCREEN_DATA_ELEMENT_ID)?.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('seedScreenAnswers', () => {
  it("puts each answer at its address's query key and takes the block out of the document", () => {
    block(scriptSafeJson(DATA));
    const client = createQueryClient();
    expect(seedScreenAnswers(client, '/happiness-profile')).toBe(true);
    expect(client.getQueryData(['/api/happiness-profile'])).toEqual(DATA.reads[0]!.data);
    expect(client.getQueryData(['/api/happiness-profile', 'completion'])).toEqual({ percent: 100 });
    expect(document.getElementById(SCREEN_DATA_ELEMENT_ID)).toBeNull();
  });

  it('seeds nothing without a fragment for the same path, or from a block of another shape', () => {
    for (const [text, fragment] of [
      [scriptSafeJson(DATA), undefined],
      [scriptSafeJson(DATA), '/happiness-code'],
      ['{"path":"/happiness-profile","reads":"all"}', '/happiness-profile'],
      ['not json', '/happiness-profile'],
    ] as const) {
      block(text);
      const client = createQueryClient();
      expect(seedScreenAnswers(client, fragment)).toBe(false);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
      expect(document.getElementById(SCREEN_DATA_ELEMENT_ID)).toBeNull();
    }
  });

  it('seeds nothing when the document has no block', () => {
    const client = createQueryClient();
    expect(seedScreenAnswers(client, '/happiness-profile')).toBe(false);
  });
});

describe('parseScreenData', () => {
  it('is read only when it has the shape the edge writes', () => {
    expect(parseScreenData(JSON.stringify(DATA))).toEqual(DATA);
    for (const text of [null, undefined, '', 'not json', 'null', '[]', '5', '{"path":1,"reads":[]}', '{"path":"/x"}', '{"path":"/x","reads":[{"data":1}]}', '{"path":"/x","reads":[{"path":"/api/x"}]}', '{"path":"/x","reads":[null, 3]}'])
      expect(parseScreenData(text), String(text)).toBeNull();
  });
});

describe('refetchOnVisit', () => {
  const PROFILE_KEY = ['/api/happiness-profile'];

  function seeded() {
    block(scriptSafeJson(DATA));
    const client = createQueryClient();
    seedScreenAnswers(client, '/happiness-profile');
    return { client, query: client.getQueryCache().find({ queryKey: PROFILE_KEY, exact: true })! };
  }

  /** The profile read as a screen mounts it: refreshed on every visit, through a fetch the test counts. */
  function mountProfileRead(client: ReturnType<typeof createQueryClient>) {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ hasProfile: true, typeName: 'Fresh' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const view = renderHook(() => useQuery({ queryKey: PROFILE_KEY, refetchOnMount: refetchOnVisit }), { wrapper });
    return { fetchMock, view };
  }

  it("does not read again the answer the page arrived with, on the screen's first mount", async () => {
    const { client } = seeded();
    const { fetchMock, view } = mountProfileRead(client);
    expect(view.result.current.data).toEqual(DATA.reads[0]!.data);
    // A refetch on mount would have marked the query fetching as the screen mounted; once nothing
    // fetches, any such read has reached fetch.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes on mount as before without a seeded answer', async () => {
    const client = createQueryClient();
    client.setQueryData(PROFILE_KEY, { hasProfile: true, typeName: 'From an earlier visit' });
    const { fetchMock, view } = mountProfileRead(client);
    await waitFor(() => expect(view.result.current.data).toEqual({ hasProfile: true, typeName: 'Fresh' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes once the seeded answer is replaced, invalidated or older than the start-up window', async () => {
    const replaced = seeded();
    expect(refetchOnVisit(replaced.query)).toBe(false);
    replaced.client.setQueryData(PROFILE_KEY, { hasProfile: true, typeName: 'After a choice' });
    expect(refetchOnVisit(replaced.query)).toBe('always');

    const invalidated = seeded();
    await invalidated.client.invalidateQueries({ queryKey: PROFILE_KEY, refetchType: 'none' });
    expect(refetchOnVisit(invalidated.query)).toBe('always');

    vi.useFakeTimers({ toFake: ['Date'] });
    const old = seeded();
    expect(refetchOnVisit(old.query)).toBe(false);
    vi.setSystemTime(Date.now() + SEEDED_ANSWER_FRESH_MS);
    expect(refetchOnVisit(old.query)).toBe('always');
  });

  it('refreshes on the next visit once a choice was recorded or anything else was written, inside the window too', async () => {
    const afterChoice = seeded();
    expect(refetchOnVisit(afterChoice.query)).toBe(false);
    announceChoiceRecorded(afterChoice.client, { choicePairId: 7 });
    expect(refetchOnVisit(afterChoice.query)).toBe('always');

    const afterWrite = seeded();
    await afterWrite.client.getMutationCache().build(afterWrite.client, { mutationFn: async () => 'ok' }).execute(undefined);
    expect(refetchOnVisit(afterWrite.query)).toBe('always');

    const afterFailedWrite = seeded();
    await afterFailedWrite.client
      .getMutationCache()
      .build(afterFailedWrite.client, { mutationFn: async () => Promise.reject(new Error('no')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(refetchOnVisit(afterFailedWrite.query)).toBe(false);
  });

  it('is "always" for a query nothing seeded', () => {
    const client = createQueryClient();
    client.setQueryData(PROFILE_KEY, { hasProfile: false });
    expect(refetchOnVisit(client.getQueryCache().find({ queryKey: PROFILE_KEY, exact: true })!)).toBe('always');
  });
});
