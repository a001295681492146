import { createQueryClient, currentUserQueryKey, isRememberedUser, type CurrentUser } from '@alive/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { alex, installShellApi, stubApi } from '../../test/render-shell.tsx';
import { seedCurrentUser } from './seed-current-user.ts';

installShellApi();

function remember(user: CurrentUser) {
  const { id, email, firstName, lastName, isAdmin } = user;
  localStorage.setItem('alive:last-known-user', JSON.stringify({ id, email, firstName, lastName, isAdmin }));
}

const settled = async (client: ReturnType<typeof createQueryClient>) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
};

beforeEach(() => localStorage.clear());

describe('the auth state a page starts with', () => {
  it('landing document: signed out at once, then what the server says', async () => {
    stubApi(alex);
    const client = createQueryClient();
    seedCurrentUser(client, 'landing');
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
    await settled(client);
    expect(client.getQueryData(currentUserQueryKey)).toMatchObject({ id: alex.id });
  });

  it('app document: the remembered user, only as remembered, until the server confirms them', async () => {
    remember(alex);
    stubApi(alex);
    const client = createQueryClient();
    seedCurrentUser(client, 'app');
    const seeded = client.getQueryData<CurrentUser>(currentUserQueryKey)!;
    expect(seeded).toMatchObject({ id: alex.id });
    expect(isRememberedUser(seeded)).toBe(true);
    await settled(client);
    const confirmed = client.getQueryData<CurrentUser>(currentUserQueryKey)!;
    expect(confirmed).toMatchObject({ id: alex.id });
    expect(isRememberedUser(confirmed)).toBe(false);
  });

  it('app document with nobody remembered: loading, as before', async () => {
    stubApi('signed-out');
    const client = createQueryClient();
    seedCurrentUser(client, 'app');
    expect(client.getQueryState(currentUserQueryKey)?.status).toBe('pending');
    await settled(client);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it('app document, the auth service down: signed out, not the remembered user', async () => {
    remember(alex);
    stubApi('down');
    const client = createQueryClient();
    seedCurrentUser(client, 'app');
    await settled(client);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it('a page rendered from scratch starts loading, as before', () => {
    stubApi('pending');
    const client = createQueryClient();
    seedCurrentUser(client, null);
    expect(client.getQueryState(currentUserQueryKey)?.status).toBe('pending');
  });
});
