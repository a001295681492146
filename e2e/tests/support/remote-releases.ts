import path from 'node:path';
import { fileURLToPath } from 'node:url';

const artifacts = fileURLToPath(new URL('../../artifacts/', import.meta.url));

/**
 * The edge of the browser-test site reads published remote builds and the versions file here
 * (e2e/serve.ts passes them as REMOTE_RELEASES_DIR and REMOTE_VERSIONS_FILE), so a test can publish a
 * build and switch versions the way an operator would (docs/architecture.md, "Deploying one part alone").
 */
export const E2E_REMOTE_RELEASES_DIR = path.join(artifacts, 'remote-releases');
export const E2E_REMOTE_VERSIONS_FILE = path.join(artifacts, 'remote-versions.json');
