import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { fetchRemotesDocument, recordRemoteVersions, registerRemotes, remoteOverridesAllowed, rumSampleRate } from './features/remotes/remotes-document.ts';
import { activeOverrides, applyRemoteOverrides, takeRemoteOverrides } from './features/remotes/remote-overrides.ts';
import { startReleaseDriftWatch } from './features/remotes/release-drift.ts';
import { startTelemetry } from './features/telemetry/start-telemetry.ts';
import { startServiceWorker } from './features/offline/service-worker-registration.ts';

async function start() {
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
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App remotes={remotes} overrides={overrides} />);
  startTelemetry({ remotes: remotes ?? {}, sampleRate: rumSampleRate() });
  startReleaseDriftWatch(remotes ?? {});
  // The site opens offline after one visit (docs/architecture.md, "Offline").
  startServiceWorker();
}

void start();
