import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { fetchRemoteManifest, registerRemoteManifest } from './features/remotes/remote-manifest.ts';

async function start() {
  registerRemoteManifest(await fetchRemoteManifest());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}

void start();
