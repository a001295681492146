import { dirname, join } from 'node:path';
import { devSessionKeyFile, loadOrCreateDevSessionKey } from '../dev-session-key.ts';
import { defineSettingsGroup, setting, SettingsError, type Settings } from '../settings/define-settings.ts';
import { commaList, positiveInt } from '../settings/setting-types.ts';
import { createPageLoadTokens, type PageLoadTokens } from './page-load-token.ts';

/** File name of the development page-load token key, beside the development session key. */
export const DEV_PAGE_TOKEN_KEY_FILE_NAME = 'page-token-key';

/** Read by every process that issues or checks page-load tokens (the edge; docs/deploy.md, "Only real page loads report"). */
export const pageLoadTokenSettings = defineSettingsGroup({
  keys: setting({
    env: 'RUM_TOKEN_KEYS',
    schema: commaList,
    defaultText: 'a random key in `.data/page-token-key`',
    meaning: 'Comma list of page-load token keys (16+ characters), the first signs and all verify; required in production, the same on every edge',
  }),
  ttlMs: setting({
    env: 'RUM_TOKEN_TTL_MS',
    schema: positiveInt,
    default: String(60 * 60 * 1000),
    meaning: 'How long a page load may report telemetry after its `/remotes.json` (1 hour)',
  }),
});

export type PageLoadTokenSettings = Settings<{ t: typeof pageLoadTokenSettings }>['t'];

/**
 * The page-load tokens of a process. Production refuses to start without RUM_TOKEN_KEYS: every edge
 * replica must check what any other issued. In development, a random key kept beside the session key.
 */
export function pageLoadTokensFrom(settings: PageLoadTokenSettings, nodeEnv: string | undefined): PageLoadTokens {
  let keys = settings.keys ?? [];
  if (keys.length === 0) {
    if (nodeEnv === 'production') throw new SettingsError(['RUM_TOKEN_KEYS: must be set in production']);
    keys = [loadOrCreateDevSessionKey(join(dirname(devSessionKeyFile(undefined)), DEV_PAGE_TOKEN_KEY_FILE_NAME)).key];
  }
  try {
    return createPageLoadTokens({ keys, ttlMs: settings.ttlMs });
  } catch (error) {
    throw new SettingsError([`RUM_TOKEN_KEYS: ${(error as Error).message}`]);
  }
}
