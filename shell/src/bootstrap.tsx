import { seedScreenAnswers } from '@alive/api-client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './app/providers.tsx';
import { fetchRemotesDocument, pageLoadToken, recordRemoteVersions, registerRemotes, remoteOverridesAllowed, rumSampleRate } from './features/remotes/remotes-document.ts';
import { remotesWithOverrides } from './features/remotes/remote-overrides-at-start.ts';
import { recordEarlyEvents } from './features/telemetry/early-events.ts';
import { whenIdle } from './app/when-idle.ts';
import { preloadLandingPage } from './features/landing/landing-slot.tsx';
import { documentKindOf } from './features/first-paint/document-kind.ts';
import { reportHydrationError } from './features/first-paint/hydration-errors.ts';
import { preloadRouteScreen } from './features/first-paint/preload-route-screen.ts';
import { seedCurrentUser } from './features/first-paint/seed-current-user.ts';
import { takeScreenFragment } from './features/first-paint/screen-fragment.ts';

// Telemetry, the release watch and the service worker load once the page is idle (app/after-start.ts);
// until then the remote loads and errors the telemetry reports are kept (docs/architecture.md, "First paint").
const earlier = recordEarlyEvents();

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The edge sent a prerendered document (docs/architecture.md, "First paint"): the page starts with
  // the auth state it was rendered for, and the session check starts now, beside /remotes.json.
  const documentKind = documentKindOf(container);
  seedCurrentUser(queryClient, documentKind);
  // The landing page is a chunk of its own; the landing document hydrates with it, as it was painted.
  const landingReady = documentKind === 'landing' ? preloadLandingPage() : null;
  // The screen's first render the edge stitched in, kept on screen until the screen renders in its place,
  // and the person's answers it was rendered with, if the edge had them, for the screen to render with.
  if (documentKind === 'app') seedScreenAnswers(queryClient, takeScreenFragment(container)?.path);
  // One request gives both the remotes to register and the routes and links they declare.
  const served = await fetchRemotesDocument();
  // A developer's own build of a remote, where the edge allows it (docs/architecture.md, "Develop one remote").
  const { remotes, overrides } = await remotesWithOverrides(served, remoteOverridesAllowed());
  registerRemotes(remotes ?? {});
  recordRemoteVersions(remotes ?? {});
  // A signed-out visitor gets the landing page on every path: only a possible session loads a screen early.
  if (remotes && documentKind !== 'landing') preloadRouteScreen(remotes, window.location.pathname);
  await landingReady;
  const app = <App remotes={remotes} overrides={overrides} documentKind={documentKind} />;
  // As a transition React hydrates (or renders) in slices that yield to the browser: the painted page
  // stays as it is meanwhile, and a tap on it is replayed once its part is hydrated, instead of one long
  // task holding a phone's main thread (docs/performance.md, "Phones: Lighthouse mobile"). A Login tapped
  // on the landing before then still comes back to the page: sign-in reads where it came from
  // (docs/product/platform.md, Auth gate).
  startTransition(() => {
    if (documentKind) hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    else createRoot(container).render(app);
  });
  const afterStart = { remotes: remotes ?? {}, sampleRate: rumSampleRate(), token: pageLoadToken(), earlier };
  whenIdle(() => {
    import(/* webpackChunkName: "after-start" */ './app/after-start.ts')
      .then(({ startAfterFirstScreen }) => startAfterFirstScreen(afterStart))
      .catch((error: unknown) => console.error('A.L.I.V.E could not start its telemetry and offline support', error));
  });
}

void start();
