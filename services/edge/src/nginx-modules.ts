import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The dynamic nginx modules the rendered server block uses (nginx-config.ts): brotli, from Debian's
 * `libnginx-mod-http-brotli-filter`. Debian's own nginx.conf loads every installed module
 * (`include /etc/nginx/modules-enabled/*.conf`); a main config of its own (the tests', the bench's)
 * loads them with `nginxModuleLoads`.
 */
export const NGINX_DYNAMIC_MODULES = ['ngx_http_brotli_filter_module.so'] as const;

/** nginx's `--modules-path` as it was built (Debian: /usr/lib/nginx/modules). */
export function nginxModulesPath(nginx = 'nginx'): string {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  if (version.error) throw version.error;
  const path = /--modules-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1];
  if (!path) throw new Error(`${nginx} -V names no --modules-path`);
  return path;
}

/** The `load_module` lines a main nginx config needs before its `http` block for the rendered server block. */
export function nginxModuleLoads(modulesPath = nginxModulesPath()): string {
  return NGINX_DYNAMIC_MODULES.map((module) => `load_module ${join(modulesPath, module)};`).join('\n');
}
