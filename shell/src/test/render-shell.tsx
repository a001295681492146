import { createQueryClient, type CurrentUser } from '@alive/api-client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { RemoteRoutesProvider } from '../app/remote-routes-context.tsx';
import { parseRemoteManifest } from '../features/remotes/remote-manifest.ts';
import { REMOTES_JSON } from './remotes-json.ts';

export const alex: CurrentUser = {
  id: 'u-alex',
  email: 'alex@alive.local',
  firstName: 'Alex',
  lastName: 'Rivera',
  profileImageUrl: null,
  isAdmin: false,
};

export const admin: CurrentUser = { ...alex, id: 'u-admin', email: 'admin@alive.local', firstName: 'Ada', isAdmin: true };

export type AuthAnswer = CurrentUser | 'signed-out' | 'pending' | 'down';

/**
 * Stubs `fetch` like the edge would answer: /api/auth/user per `auth`, /api/analytics/track 204,
 * /remotes.json with REMOTES_JSON.
 * Returns the mock so tests can inspect calls.
 */
export function stubApi(auth: AuthAnswer, track: 'ok' | 'fail' = 'ok') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url === '/api/auth/user') {
      if (auth === 'pending') return new Promise<Response>(() => {});
      if (auth === 'signed-out') return new Response('{"message":"Unauthorized"}', { status: 401 });
      if (auth === 'down') return new Response('{"message":"auth service is unavailable"}', { status: 502 });
      return new Response(JSON.stringify(auth), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    if (url === '/remotes.json') return Response.json(REMOTES_JSON);
    if (url === '/api/analytics/track') {
      return track === 'ok' ? new Response(null, { status: 204 }) : new Response('{"message":"down"}', { status: 502 });
    }
    return new Response('{"message":"not stubbed"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders `ui` inside the shell's providers at `path`, with the routes of `remotesJson` (a `/remotes.json`
 * body, read the way start-up reads it; `null`: it could not be loaded).
 */
export function renderWithShell(ui: ReactNode, { path = '/', remotesJson = REMOTES_JSON }: { path?: string; remotesJson?: unknown } = {}) {
  const manifest = remotesJson === null ? null : parseRemoteManifest(remotesJson);
  return render(
    <Providers client={createQueryClient()}>
      <RemoteRoutesProvider manifest={manifest}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </RemoteRoutesProvider>
    </Providers>,
  );
}
