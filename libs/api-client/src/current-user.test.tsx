import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, authApi, failure, installApiServer, signedInUser } from '@alive/api-mocks';
import { currentUserQueryKey, currentUserQueryOptions, REMEMBERED_USER_RECHECK_MS, forgetLastKnownUser, isRememberedUser, useCurrentUser, userDisplayName } from './current-user.ts';
import { LAST_KNOWN_USER_KEY, onUserRememberedElsewhere } from './last-known-user.ts';
import { createQueryClient } from './query-client.ts';

const api = installApiServer();

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useCurrentUser', () => {
  it('is loading first, then authenticated with the user', async () => {
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(signedInUser);
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.isAdmin).toBe(false);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/auth/user']);
  });

  it('treats 401 as no user, without retrying', async () => {
    api.use(authApi.signedOut());
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.error).toBeNull();
    expect(api.requestsTo('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('treats a failing auth service as signed out and exposes the error', async () => {
    api.use(authApi.currentUser(failure(502, 'upstream down')));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.error?.message).toMatch(/^502: /);
  });

  it('flags admins', async () => {
    api.use(authApi.currentUser(adminUser));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isAdmin).toBe(true));
  });
});

describe('useCurrentUser back online', () => {
  afterEach(() => onlineManager.setOnline(true));

  /** The hook after its first answer, then the browser going offline and back; resolves once nothing is being asked. */
  async function reconnectAfter(answer: Parameters<typeof api.use>) {
    api.use(...answer);
    const client = createQueryClient();
    const { result } = renderHook(() => useCurrentUser(), { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    return result;
  }

  it('asks again when it had a user: the session may have ended meanwhile', async () => {
    await reconnectAfter([authApi.currentUser(signedInUser)]);
    await waitFor(() => expect(api.requestsTo('GET', '/api/auth/user')).toHaveLength(2));
  });

  it('does not ask again after "no user" (401): coming back online signs nobody in, and a second 401 is a console error', async () => {
    const result = await reconnectAfter([authApi.signedOut()]);
    expect(result.current.user).toBeNull();
    expect(api.requestsTo('GET', '/api/auth/user')).toHaveLength(1);
    expect(currentUserQueryOptions.refetchOnReconnect({ state: { data: null } })).toBe(false);
    expect(currentUserQueryOptions.refetchOnReconnect({ state: { data: undefined } })).toBe('always');
    expect(currentUserQueryOptions.refetchOnReconnect({ state: { data: signedInUser } })).toBe('always');
  });
});

describe('onUserRememberedElsewhere', () => {
  it('tells when another tab remembers a user (it was just confirmed there), not when one forgets it or another entry changes', () => {
    const listener = vi.fn();
    const stop = onUserRememberedElsewhere(listener);
    const stored = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    stored(LAST_KNOWN_USER_KEY, null);
    stored('something-else', '{}');
    expect(listener).not.toHaveBeenCalled();
    stored(LAST_KNOWN_USER_KEY, JSON.stringify({ id: signedInUser.id }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    stored(LAST_KNOWN_USER_KEY, JSON.stringify({ id: signedInUser.id }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useCurrentUser offline: the last user this browser saw', () => {
  const noAnswer = () => api.use(http.get('*/api/auth/user', () => HttpResponse.error()));
  const stored = () => JSON.parse(localStorage.getItem(LAST_KNOWN_USER_KEY) ?? 'null') as unknown;

  async function settled() {
    const hook = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(hook.result.current.isLoading).toBe(false));
    return hook.result.current;
  }

  beforeEach(() => localStorage.clear());

  it('keeps id, name, e-mail and role of a signed-in user, and nothing else', async () => {
    api.use(authApi.currentUser({ ...signedInUser, profileImageUrl: 'https://id.example/alex.png' }));
    await settled();
    expect(stored()).toEqual({ id: signedInUser.id, email: signedInUser.email, firstName: signedInUser.firstName, lastName: signedInUser.lastName, isAdmin: false });
  });

  it('stands in when the call gets no HTTP answer at all', async () => {
    await settled();
    noAnswer();
    const offline = await settled();
    expect(offline.isAuthenticated).toBe(true);
    expect(offline.user).toEqual({ ...signedInUser, profileImageUrl: null });
    expect(offline.error).toBeNull();
  });

  it('is only remembered: once the server answers for the same person again, they are confirmed', async () => {
    await settled();
    noAnswer();
    const client: QueryClient = createQueryClient();
    const remembered = await client.fetchQuery(currentUserQueryOptions);
    expect(remembered && isRememberedUser(remembered)).toBe(true);
    api.use(authApi.currentUser({ ...signedInUser, profileImageUrl: null }));
    await client.refetchQueries({ queryKey: currentUserQueryKey });
    const confirmed = client.getQueryData(currentUserQueryKey) as typeof remembered;
    // Equal to the remembered user field by field, and still a different answer: the server's.
    expect(confirmed).toEqual(remembered);
    expect(confirmed && isRememberedUser(confirmed)).toBe(false);
    // Only the remembered answer is asked again on a timer (the online event may come too early).
    expect(currentUserQueryOptions.refetchInterval({ state: { data: remembered } })).toBe(REMEMBERED_USER_RECHECK_MS);
    expect(currentUserQueryOptions.refetchInterval({ state: { data: confirmed } })).toBe(false);
    expect(currentUserQueryOptions.refetchInterval({ state: { data: null } })).toBe(false);
  });

  it('is not used when the server answers an error: a 502 is signed out, as before', async () => {
    await settled();
    api.use(authApi.currentUser(failure(502, 'upstream down')));
    const answered = await settled();
    expect(answered.isAuthenticated).toBe(false);
    expect(answered.error?.message).toMatch(/^502: /);
  });

  it('is forgotten on a 401: offline afterwards is signed out', async () => {
    await settled();
    api.use(authApi.signedOut());
    expect((await settled()).isAuthenticated).toBe(false);
    expect(stored()).toBeNull();
    noAnswer();
    const offline = await settled();
    expect(offline.isAuthenticated).toBe(false);
    expect(offline.error).toBeInstanceOf(TypeError);
  });

  it('is forgotten on sign-out', async () => {
    await settled();
    expect(stored()).not.toBeNull();
    forgetLastKnownUser();
    expect(stored()).toBeNull();
    noAnswer();
    expect((await settled()).isAuthenticated).toBe(false);
  });

  it('ignores a stored value that is not a user', async () => {
    localStorage.setItem(LAST_KNOWN_USER_KEY, '{"name":"no id"');
    noAnswer();
    expect((await settled()).isAuthenticated).toBe(false);
    localStorage.setItem(LAST_KNOWN_USER_KEY, JSON.stringify({ email: 'a@x' }));
    expect((await settled()).isAuthenticated).toBe(false);
  });
});

describe('userDisplayName', () => {
  it('prefers first name, then e-mail, then "User"', () => {
    expect(userDisplayName({ firstName: 'Alex', email: 'a@x' })).toBe('Alex');
    expect(userDisplayName({ firstName: null, email: 'a@x' })).toBe('a@x');
    expect(userDisplayName({ firstName: '  ', email: '' })).toBe('User');
    expect(userDisplayName(null)).toBe('User');
  });
});
