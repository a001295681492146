import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser, userDisplayName } from './current-user.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const alex = { id: 'u1', email: 'alex@alive.local', firstName: 'Alex', lastName: null, profileImageUrl: null, isAdmin: false };

describe('useCurrentUser', () => {
  it('is loading first, then authenticated with the user', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(alex)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(alex);
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.isAdmin).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('treats 401 as no user, without retrying', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.error).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a failing auth service as signed out and exposes the error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"upstream down"}', { status: 502 })));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.error?.message).toMatch(/^502: /);
  });

  it('flags admins', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ...alex, isAdmin: true }))));
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
