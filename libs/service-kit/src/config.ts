import { z } from 'zod';
import { createLogger } from './logger.ts';
import { devSessionKeyFile, loadOrCreateDevSessionKey } from './dev-session-key.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const serviceEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: logLevelSchema.optional(),
  SESSION_KEYS: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  ADMIN_EMAILS: z.string().default('admin@alive.local'),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('http://localhost:4100'),
  OIDC_CLIENT_ID: z.string().min(1).default('alive-web'),
  OIDC_CLIENT_SECRET: z.string().min(1).default('alive-dev-client-secret'),
  /** Name of a boolean id_token/userinfo claim that grants admin rights (e.g. `alive_admin`). Unset: e-mails only. */
  OIDC_ADMIN_CLAIM: z.string().min(1).optional(),
  /** A session ends this long after sign-in, however active (docs/product/platform.md). */
  SESSION_ABSOLUTE_LIFETIME_MS: z.coerce.number().int().positive().default(30 * DAY_MS),
  /** A session ends after this long without a request. */
  SESSION_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(7 * DAY_MS),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long a stopping service waits for clients to let kept-alive sockets go (start-service.ts). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5_000),
});

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServiceConfig {
  /** Keys for signing the session cookie; the first signs, all verify (rotation). */
  sessionKeys: string[];
  /** True when SESSION_KEYS was unset and the development key file is in use. */
  usingDevSessionKey: boolean;
  /** Public URL of the site as the browser sees it (the edge), without trailing slash. */
  publicUrl: string;
  /** `scheme://host[:port]` of publicUrl; the only Origin allowed on state-changing requests. */
  publicOrigin: string;
  /** Session cookie carries `Secure` (PUBLIC_URL is https). */
  secureCookies: boolean;
  /** Longest life of a session from sign-in (also the cookie's Max-Age). */
  sessionAbsoluteLifetimeMs: number;
  /** A session unused for this long has ended. */
  sessionIdleTimeoutMs: number;
  /** Lower-cased e-mails that are admins. */
  adminEmails: string[];
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    adminClaim: string | undefined;
  };
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  shutdownDrainMs: number;
}

function defaultLogLevel(env: Record<string, string | undefined>): LogLevel {
  if (env.VITEST || env.NODE_ENV === 'test') return 'silent';
  return 'info';
}

/** LOG_LEVEL alone, for processes that need a logger but not the rest of the service configuration. */
export function logLevelFromEnv(env: Record<string, string | undefined> = process.env): LogLevel {
  const parsed = logLevelSchema.optional().safeParse(env.LOG_LEVEL);
  if (!parsed.success) throw new Error(`Invalid service configuration: LOG_LEVEL: ${parsed.error.issues[0]?.message}`);
  return parsed.data ?? defaultLogLevel(env);
}

/** A positive whole number from `env[name]` (unset or empty: `fallback`); anything else is a startup error. */
export function positiveIntFromEnv(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`Invalid service configuration: ${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

/**
 * Reads the environment every service shares. Throws with the offending variable named when a value is
 * invalid; refuses to start in production without SESSION_KEYS.
 */
export function loadServiceConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const parsed = serviceEnvSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid service configuration: ${details}`);
  }
  const values = parsed.data;
  const logLevel = values.LOG_LEVEL ?? defaultLogLevel(env);

  let sessionKeys = commaList(values.SESSION_KEYS);
  const usingDevSessionKey = sessionKeys.length === 0;
  if (usingDevSessionKey) {
    if (values.NODE_ENV === 'production') {
      throw new Error('Invalid service configuration: SESSION_KEYS must be set in production');
    }
    // Never a key from the source: a random key kept beside the embedded database, shared by every
    // process of a dev run and kept across restarts (docs/architecture.md "Sessions").
    const file = devSessionKeyFile(env);
    const { key, created } = loadOrCreateDevSessionKey(file);
    sessionKeys = [key];
    createLogger({ name: 'config', level: logLevel }).warn(
      { file, created },
      'SESSION_KEYS is not set; signing sessions with the development key file (set SESSION_KEYS outside development)',
    );
  }

  const publicUrl = new URL(values.PUBLIC_URL);
  return {
    sessionKeys,
    usingDevSessionKey,
    publicUrl: publicUrl.href.replace(/\/+$/, ''),
    publicOrigin: publicUrl.origin,
    secureCookies: publicUrl.protocol === 'https:',
    sessionAbsoluteLifetimeMs: values.SESSION_ABSOLUTE_LIFETIME_MS,
    sessionIdleTimeoutMs: values.SESSION_IDLE_TIMEOUT_MS,
    adminEmails: commaList(values.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    oidc: {
      issuer: values.OIDC_ISSUER.replace(/\/+$/, ''),
      clientId: values.OIDC_CLIENT_ID,
      clientSecret: values.OIDC_CLIENT_SECRET,
      adminClaim: values.OIDC_ADMIN_CLAIM,
    },
    logLevel,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
  };
}
