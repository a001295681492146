import { createQueryClient, type CurrentUser } from '@alive/api-client';
import { RemotesDocument } from '@alive/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  adminUser,
  analyticsApi,
  authApi,
  edgeApi,
  failure,
  installApiServer,
  pending,
  signedInUser,
  type InstalledApiServer,
} from '@alive/api-mocks';
import { Providers } from '../app/providers.tsx';
import { RemoteRoutesProvider } from '../app/remote-routes-context.tsx';
import { parseRemotesDocument } from '../features/remotes/remotes-document.ts';
import { REMOTES_JSON } from './remotes-json.ts';

export const alex: CurrentUser = signedInUser;

export const admin: CurrentUser = adminUser;

export type AuthAnswer = CurrentUser | 'signed-out' | 'pending' | 'down';

let installed: InstalledApiServer | undefined;

/** Installs the mock API (`@alive/api-mocks`) for a shell test file; call once at its top. */
export function installShellApi(): InstalledApiServer {
  installed = installApiServer();
  return installed;
}

/**
 * Answers like the edge for the current test: /api/auth/user per `auth`, /api/analytics/track 204 (or
 * 502 with `track: 'fail'`), /remotes.json with REMOTES_JSON. Returns the mock API so tests can inspect the requests.
 */
export function stubApi(auth: AuthAnswer, track: 'ok' | 'fail' = 'ok'): InstalledApiServer {
  if (!installed) throw new Error('call installShellApi() at the top of the test file');
  const answers = {
    'signed-out': authApi.signedOut(),
    pending: authApi.currentUser(pending),
    down: authApi.currentUser(failure(502, 'auth service is unavailable')),
  };
  installed.use(
    typeof auth === 'string' ? answers[auth] : authApi.currentUser(auth),
    edgeApi.remotes(RemotesDocument.parse(REMOTES_JSON)),
    ...(track === 'fail' ? [analyticsApi.trackPageView(failure(502, 'down'))] : []),
  );
  return installed;
}

/**
 * Renders `ui` inside the shell's providers at `path`, with the routes of `remotesJson` (a `/remotes.json`
 * body, read the way start-up reads it; `null`: it could not be loaded).
 */
export function renderWithShell(ui: ReactNode, { path = '/', remotesJson = REMOTES_JSON }: { path?: string; remotesJson?: unknown } = {}) {
  const remotes = remotesJson === null ? null : parseRemotesDocument(remotesJson);
  return render(
    <Providers client={createQueryClient()}>
      <RemoteRoutesProvider remotes={remotes}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </RemoteRoutesProvider>
    </Providers>,
  );
}
