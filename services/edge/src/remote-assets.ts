import { posix } from 'node:path';
import { SCREEN_RENDERER_FILE } from '@alive/contracts/constants';
import type { Context, Middleware } from 'koa';
import { IMMUTABLE, NO_STORE } from './cache-policy.ts';
import type { EdgeConfig } from './edge-options.ts';
import { INTEGRITY_FILE } from './release-integrity.ts';
import { releaseFileLocation } from './remote-versions.ts';
import { sendJson } from './send-json.ts';
import { sendStaticFile } from './static-files.ts';

type RemoteAssetsConfig = Pick<EdgeConfig, 'staticRoots' | 'releases' | 'verifyReleaseFile' | 'metrics' | 'logger'>;

/** Whether a remote's file path is its screens bundle, however it is spelled (`%2E`, `./`, `//`). */
function isScreensBundle(filePath: string): boolean {
  try {
    return posix.normalize(decodeURIComponent(filePath)).endsWith(`/${SCREEN_RENDERER_FILE}`);
  } catch {
    return false;
  }
}

/** `/remotes/<name>/…`: a remote's own build, or `/remotes/<name>/<version>/…`, a published release of it (remote-versions.ts). */
export function remoteAssets(config: RemoteAssetsConfig): Middleware {
  return async function remoteAssets(ctx, next) {
    const match = /^\/remotes\/([a-z0-9-]+)(\/.*)?$/.exec(ctx.path);
    if (!match) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return sendJson(ctx, 405, { message: 'Method Not Allowed' });
    const [, name, rest] = match;
    // The screens bundle is the edge's to run (screen-data.ts), not a page's to load.
    if (rest && isScreensBundle(rest)) return sendJson(ctx, 404, { message: `Not found: ${ctx.path}` });
    const root = name ? config.staticRoots.remotes[name] : undefined;
    // Remote chunks may be loaded by a shell on another origin (REMOTE_<NAME>_URL pointing here).
    ctx.set('Access-Control-Allow-Origin', '*');
    const release = name && root && rest ? releaseFileLocation(config.staticRoots.releases, name, rest) : null;
    if (release && name && (await sendReleaseFile(config, ctx, name, release))) return;
    if (root && rest && rest !== '/' && (await sendStaticFile(ctx, root, rest))) return;
    sendJson(ctx, 404, { message: `Not found: ${ctx.path}` });
  };
}

/**
 * A release's file, checked against the hashes recorded when it was published as its bytes are read
 * (release-integrity.ts), and sent from those very bytes: a file altered on disk since is refused (and
 * counted), so no visitor runs it. `integrity.json` is served from the record.
 */
async function sendReleaseFile(config: RemoteAssetsConfig, ctx: Context, remote: string, release: { root: string; file: string; version: string }): Promise<boolean> {
  const { releases, verifyReleaseFile } = config;
  if (releases && release.file === `/${INTEGRITY_FILE}`) {
    const json = await releases.integrityJson(remote, release.version);
    if (json === null) return false;
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = json;
    return true;
  }
  if (!verifyReleaseFile) return sendStaticFile(ctx, release.root, release.file);
  const check = await verifyReleaseFile.verify(remote, release.version, release.root, release.file.slice(1));
  if (!check.ok) {
    config.metrics?.integrityFailures.inc({ remote, version: release.version });
    config.logger?.error({ remote, version: release.version, file: release.file, reason: check.reason }, 'release file refused: it does not match what was published');
    sendJson(ctx, 500, { message: `${ctx.path} does not match what was published` }, NO_STORE);
    return true;
  }
  // null: no such file. Verified bytes are sent as they are; the file is not read again.
  if (check.file === null) return false;
  // Without them nothing was checked (a version with no record): the file is served as any other.
  return sendStaticFile(ctx, release.root, release.file, check.file);
}
