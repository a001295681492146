import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { adminUser, authApi, failure, installApiServer, signedInUser } from '@alive/api-mocks';
import { useCurrentUser, userDisplayName } from './current-user.ts';
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

describe('userDisplayName', () => {
  it('prefers first name, then e-mail, then "User"', () => {
    expect(userDisplayName({ firstName: 'Alex', email: 'a@x' })).toBe('Alex');
    expect(userDisplayName({ firstName: null, email: 'a@x' })).toBe('a@x');
    expect(userDisplayName({ firstName: '  ', email: '' })).toBe('User');
    expect(userDisplayName(null)).toBe('User');
  });
});
