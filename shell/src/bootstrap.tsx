import { seedScreenAnswers } from '@alive/api-client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './app/providers.tsx';
import { fetchRemotesDocument, pageLoadToken, recordRemoteVersions, registerRemotes, remoteOverridesAllowed, rumSampleRate } from './features/remotes/remotes-document.ts';
import { activeOverrides, applyRemoteOverrides, takeRemoteOverrides } from './features/remotes/remote-overrides.ts';
import { startReleaseDriftWatch } from './features/remotes/release-drift.ts';
import { startTelemetry } from './features/telemetry/start-telemetry.ts';
import { startServiceWorker } from './features/offline/service-worker-registration.ts';
import { documentKindOf } from './features/first-paint/document-kind.ts';
import { reportHydrationError } from './features/first-paint/hydration-errors.ts';
import { preloadRouteScreen } from './features/first-paint/preload-route-screen.ts';
import { seedCurrentUser } from './features/first-paint/seed-current-user.ts';
import { takeScreenFragment } from './features/first-paint/screen-fragment.ts';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The edge sent a prerendered document (docs/architecture.md, "First paint"): the page starts with
  // the auth state it was rendered for, and the session check starts now, beside /remotes.json.
  const documentKind = documentKindOf(container);
  seedCurrentUser(queryClient, documentKind);
  // The screen's first render the edge stitched in, kept on screen until the screen renders in its place,
  // and the person's answers it was rendered with, if the edge had them, for the screen to render with.
  if (documentKind === 'app') seedScreenAnswers(queryClient, takeScreenFragment(container)?.path);
  // One request gives both the remotes to register and the routes and links they declare.
  const served = await fetchRemotesDocument();
  // A developer's own build of a remote, where the edge allows it (docs/architecture.md, "Develop one remote").
  const overrides = served
    ? activeOverrides(
        served,
        takeRemoteOverrides({
          allowed: remoteOverridesAllowed(),
          location: window.location,
          storage: localStorage,
          replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
        }),
      )
    : {};
  const remotes = served && applyRemoteOverrides(served, overrides);
  registerRemotes(remotes ?? {});
  recordRemoteVersions(remotes ?? {});
  // A signed-out visitor gets the landing page on every path: only a possible session loads a screen early.
  if (remotes && documentKind !== 'landing') preloadRouteScreen(remotes, window.location.pathname);
  const app = <App remotes={remotes} overrides={overrides} documentKind={documentKind} />;
  if (documentKind) hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  else createRoot(container).render(app);
  startTelemetry({ remotes: remotes ?? {}, sampleRate: rumSampleRate(), token: pageLoadToken() });
  startReleaseDriftWatch(remotes ?? {});
  // The site opens offline after one visit (docs/architecture.md, "Offline").
  startServiceWorker();
}

void start();
