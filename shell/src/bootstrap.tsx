import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { fetchRemoteManifest, recordRemoteVersions, registerRemoteManifest, rumSampleRate } from './features/remotes/remote-manifest.ts';
import { startReleaseDriftWatch } from './features/remotes/release-drift.ts';
import { startTelemetry } from './features/telemetry/start-telemetry.ts';

async function start() {
  // One request gives both the remotes to register and the routes and links they declare.
  const manifest = await fetchRemoteManifest();
  registerRemoteManifest(manifest ?? {});
  recordRemoteVersions(manifest ?? {});
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App manifest={manifest} />);
  startTelemetry({ manifest: manifest ?? {}, sampleRate: rumSampleRate() });
  startReleaseDriftWatch(manifest ?? {});
}

void start();
