import { createQueryClient, currentUserQueryKey, isRememberedUser, lastKnownUser, useCurrentUser, type CurrentUser } from '@alive/api-client';
import { focusManager, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alex, installShellApi, stubApi } from '../../test/render-shell.tsx';
import { seedCurrentUser } from './seed-current-user.ts';

const api = installShellApi();

const LAST_KNOWN_USER = 'alive:last-known-user';

function remember(user: CurrentUser) {
  const { id, email, firstName, lastName, isAdmin } = user;
  localStorage.setItem(LAST_KNOWN_USER, JSON.stringify({ id, email, firstName, lastName, isAdmin }));
}

/** What another tab of this browser does to the entry: the `storage` event this page gets. */
function anotherTabStores(newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key: LAST_KNOWN_USER, newValue, storageArea: localStorage }));
}

/**
 * Every ask started so far has been answered. Each trigger here (the seed, focus, reconnect, another
 * tab's storage event) marks the query fetching in the same call that starts the ask.
 */
const settled = (client: ReturnType<typeof createQueryClient>) => waitFor(() => expect(client.isFetching()).toBe(0), { interval: 5 });

const asked = () => api.requestsTo('GET', '/api/auth/user').length;

/** A component reading the user, mounted on `client` as the header and the auth gate are. */
function mountReader(client: ReturnType<typeof createQueryClient>) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useCurrentUser(), { wrapper });
}

let stops: (() => void)[] = [];
function seed(client: ReturnType<typeof createQueryClient>, kind: Parameters<typeof seedCurrentUser>[1]) {
  stops.push(seedCurrentUser(client, kind));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
});

describe('the auth state a page starts with', () => {
  it('landing document: signed out at once, and nothing is asked (no session cookie, so no session)', async () => {
    stubApi('signed-out');
    const client = createQueryClient();
    seed(client, 'landing');
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
    await settled(client);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
    expect(asked()).toBe(0);
  });

  it('landing document: the user remembered for offline starts is forgotten, as a 401 forgets them', () => {
    remember(alex);
    stubApi('signed-out');
    seed(createQueryClient(), 'landing');
    expect(lastKnownUser()).toBeNull();
  });

  it('landing document: a component reading the user takes the seed as fresh, and focus or reconnect ask nothing', async () => {
    stubApi('signed-out');
    const client = createQueryClient();
    seed(client, 'landing');
    const { result } = mountReader(client);
    expect(result.current).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await settled(client);
    expect(result.current.user).toBeNull();
    expect(asked()).toBe(0);
  });

  it('landing document: signing in in another tab is followed here at once, with a user as the answer', async () => {
    stubApi(alex);
    const client = createQueryClient();
    seed(client, 'landing');
    const { result } = mountReader(client);
    // Another tab signing out (the entry removed) changes nothing here.
    anotherTabStores(null);
    await settled(client);
    expect(asked()).toBe(0);
    // Another tab's session check answered with a user, which it remembers.
    anotherTabStores(JSON.stringify({ id: alex.id }));
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.user).toMatchObject({ id: alex.id });
    expect(asked()).toBe(1);
  });

  it('app document: the remembered user, only as remembered, until the server confirms them', async () => {
    remember(alex);
    stubApi(alex);
    const client = createQueryClient();
    seed(client, 'app');
    const seeded = client.getQueryData<CurrentUser>(currentUserQueryKey)!;
    expect(seeded).toMatchObject({ id: alex.id });
    expect(isRememberedUser(seeded)).toBe(true);
    await settled(client);
    const confirmed = client.getQueryData<CurrentUser>(currentUserQueryKey)!;
    expect(confirmed).toMatchObject({ id: alex.id });
    expect(isRememberedUser(confirmed)).toBe(false);
    expect(asked()).toBe(1);
    // A page showing a user does not ask again when another tab remembers one.
    anotherTabStores(JSON.stringify({ id: alex.id }));
    await settled(client);
    expect(asked()).toBe(1);
  });

  it('app document with nobody remembered: loading, as before', async () => {
    stubApi('signed-out');
    const client = createQueryClient();
    seed(client, 'app');
    expect(client.getQueryState(currentUserQueryKey)?.status).toBe('pending');
    await settled(client);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it('app document, the session ended (401): no user, and not asked again on reconnect', async () => {
    remember(alex);
    stubApi('signed-out');
    const client = createQueryClient();
    seed(client, 'app');
    const { result } = mountReader(client);
    await waitFor(() => expect(result.current.user).toBeNull());
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await settled(client);
    expect(asked()).toBe(1);
  });

  it('app document, the auth service down: signed out, not the remembered user', async () => {
    remember(alex);
    stubApi('down');
    const client = createQueryClient();
    seed(client, 'app');
    await settled(client);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it('a page rendered from scratch starts loading, as before', () => {
    stubApi('pending');
    const client = createQueryClient();
    seed(client, null);
    expect(client.getQueryState(currentUserQueryKey)?.status).toBe('pending');
  });
});
