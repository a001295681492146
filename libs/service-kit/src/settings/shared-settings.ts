import { PROCESSES } from '@alive/features';
import { DEFAULT_BIND_ADDRESS } from '../bind-address.ts';
import { defineSettingsGroup, setting, type SettingDeclaration, type Settings } from './define-settings.ts';
import { cidrList, commaList, httpUrl, nonNegativeInt, oneOf, port, positiveInt, text } from './setting-types.ts';

/**
 * The groups several processes share, declared once here and composed into each process's schema
 * (docs/architecture.md "Settings").
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const runtimeSettings = defineSettingsGroup({
  nodeEnv: setting({ env: 'NODE_ENV', schema: text, defaultText: 'development', meaning: '`production` requires SESSION_KEYS, refuses the published demo values (docs/deploy.md, Production settings), turns off source maps and the API docs page, and stops `.env` from loading' }),
  logLevel: setting({ env: 'LOG_LEVEL', schema: oneOf(LOG_LEVELS), defaultText: 'info (silent under tests)', meaning: 'Least severe log line written' }),
});

/** `<NAME>_PORT` of every process of the feature registry, one declaration each (the edge reads the others' too). */
export const PORT_SETTINGS: Readonly<Record<string, SettingDeclaration<number | undefined>>> = Object.fromEntries(
  PROCESSES.map(({ name, defaultPort }) => [
    name,
    setting({ env: `${name.toUpperCase()}_PORT`, schema: port, defaultText: `\`${defaultPort}\``, meaning: `Port the ${name} process listens on` }),
  ]),
);

/** The feature registry's port of process `name`, used when `<NAME>_PORT` is unset. */
export function registryPortOf(name: string): number {
  const registered = PROCESSES.find((process) => process.name === name);
  if (!registered) throw new Error(`${name} is not a process of the feature registry (libs/features)`);
  return registered.defaultPort;
}

export const bindAddressSetting = setting({
  env: 'BIND_ADDRESS',
  schema: text,
  default: DEFAULT_BIND_ADDRESS,
  meaning: 'Interface every process listens on; `0.0.0.0` in a container',
});

/**
 * Where a service serves its internal endpoints (`/metrics`, `/openapi.json`, readiness details) when
 * it does not bind to loopback (docs/architecture.md, "Internal endpoints"). Read by the services of
 * createServiceApp; the edge has EDGE_METRICS_PORT, the local identity provider none.
 */
export const internalPortSetting = setting({
  env: 'INTERNAL_PORT',
  schema: port,
  defaultText: "off loopback the service's port + 10000; on loopback none (all on the service's port)",
  meaning: "Port of the service's internal listener (/metrics, /openapi.json, readiness details); with one, the service's port answers 404 for those and only the status of /readyz",
});

export const internalEndpointsSettings = defineSettingsGroup({ port: internalPortSetting });

/** Where process `name` listens. */
export function listenSettings(name: string) {
  const portSetting = PORT_SETTINGS[name];
  if (!portSetting) throw new Error(`${name} is not a process of the feature registry (libs/features)`);
  return defineSettingsGroup({ port: portSetting, bindAddress: bindAddressSetting });
}

export const sessionSettings = defineSettingsGroup({
  keys: setting({
    env: 'SESSION_KEYS',
    schema: commaList,
    defaultText: 'a random key in `.data/session-keys`',
    meaning: 'Comma list of session cookie keys, the first signs and all verify; required in production',
  }),
  absoluteLifetimeMs: setting({ env: 'SESSION_ABSOLUTE_LIFETIME_MS', schema: positiveInt, default: String(30 * 24 * 60 * 60 * 1000), meaning: 'A session ends this long after sign-in (30 days)' }),
  idleTimeoutMs: setting({ env: 'SESSION_IDLE_TIMEOUT_MS', schema: positiveInt, default: String(7 * 24 * 60 * 60 * 1000), meaning: 'A session ends after this long without a request (7 days)' }),
  cacheMs: setting({
    env: 'SESSION_CACHE_MS',
    schema: nonNegativeInt,
    defaultText: '30000 (0 under the test runner)',
    meaning: 'How long a process may keep a session lookup in memory; every change is announced and drops it at once (0: ask Postgres on every request)',
  }),
  adminEmails: setting({ env: 'ADMIN_EMAILS', schema: commaList, default: 'admin@alive.local', meaning: 'Comma list of e-mails that are admins' }),
});

/**
 * The per-account request limit's defaults (docs/architecture.md, "Per account"; rate-limit/account-rate-limit.ts),
 * chosen never to touch a person: a page load sends about ten API requests at once (the shell's, the
 * screen's reads, the edge's render of the same reads), so a burst of 60 holds several loads back to back;
 * choosing sends two requests per choice and nobody makes more than about two choices a second, so 20 a
 * second is five times the fastest person, while a script flooding at 240 a second gets a
 * twelfth of what it asks for. Four at once: a screen reads a few things at once from one service and a
 * browser sends at most six requests at once to a site, while a process slowed down never has more than
 * four of one account's requests ahead of anyone else's.
 */
export const DEFAULT_ACCOUNT_RATE_LIMIT = { perSecond: 20, burst: 60, concurrent: 4 } as const;

/**
 * Read by every service of createServiceApp. Unset under the test runner the limit is off: tests send
 * one account's requests as fast as the machine goes, which no person does; the limit's own tests turn it on.
 */
export const accountRateLimitSettings = defineSettingsGroup({
  perSecond: setting({
    env: 'ACCOUNT_REQUESTS_PER_SECOND',
    schema: nonNegativeInt,
    defaultText: `${DEFAULT_ACCOUNT_RATE_LIMIT.perSecond} (0 under the test runner)`,
    meaning:
      'Requests per second one signed-in account may keep up at one service process (a token bucket in its memory; the embedded one-process site shares one across its services); beyond it 429 with Retry-After; 0 turns the limit off',
  }),
  burst: setting({
    env: 'ACCOUNT_REQUEST_BURST',
    schema: nonNegativeInt,
    defaultText: `${DEFAULT_ACCOUNT_RATE_LIMIT.burst} (0 under the test runner)`,
    meaning: 'Requests one signed-in account may send at once after a pause (the bucket size of ACCOUNT_REQUESTS_PER_SECOND); 0 turns the limit off',
  }),
  concurrent: setting({
    env: 'ACCOUNT_CONCURRENT_REQUESTS',
    schema: nonNegativeInt,
    defaultText: `${DEFAULT_ACCOUNT_RATE_LIMIT.concurrent}`,
    meaning:
      "Requests of one signed-in account one service process works on at once, the limit's other half; more wait their turn (up to ACCOUNT_REQUEST_BURST, then 429), so under load nobody waits behind more than this many of one account's; 0: no such cap",
  }),
});

export const publicUrlSetting = setting({
  env: 'PUBLIC_URL',
  schema: httpUrl,
  default: 'http://localhost:3000',
  meaning: 'URL of the site as the browser sees it (the edge); https makes the session cookie Secure',
});

export const siteSettings = defineSettingsGroup({ publicUrl: publicUrlSetting });

export const oidcIssuerSetting = setting({ env: 'OIDC_ISSUER', schema: httpUrl, default: 'http://localhost:4100', meaning: 'OpenID provider; point at the real one in production' });
export const oidcClientIdSetting = setting({ env: 'OIDC_CLIENT_ID', schema: text, default: 'alive-web', meaning: 'OpenID client id of the site' });
export const oidcClientSecretSetting = setting({ env: 'OIDC_CLIENT_SECRET', schema: text, default: 'alive-dev-client-secret', meaning: 'OpenID client secret of the site' });

export const oidcSettings = defineSettingsGroup({
  issuer: oidcIssuerSetting,
  clientId: oidcClientIdSetting,
  clientSecret: oidcClientSecretSetting,
  adminClaim: setting({ env: 'OIDC_ADMIN_CLAIM', schema: text, meaning: 'Boolean id_token/userinfo claim that grants admin rights (e.g. `alive_admin`); unset: ADMIN_EMAILS only' }),
});

export const shutdownSettings = defineSettingsGroup({
  timeoutMs: setting({ env: 'SHUTDOWN_TIMEOUT_MS', schema: positiveInt, default: '10000', meaning: 'Longest wait for in-flight requests when a service stops' }),
  drainMs: setting({ env: 'SHUTDOWN_DRAIN_MS', schema: nonNegativeInt, default: '5000', meaning: 'How long a stopping service waits for clients to let kept-alive sockets go' }),
});

export const databaseUrlSetting = setting({
  env: 'DATABASE_URL',
  schema: text,
  defaultText: 'embedded PGlite',
  meaning: 'Postgres URL; unset: `npm start` runs everything in one process on PGlite',
});

export const pgliteDataDirSetting = setting({
  env: 'PGLITE_DATA_DIR',
  schema: text,
  defaultText: '`.data/pglite`',
  meaning: 'Folder of the embedded database; the development session key lives beside it',
});

export const databaseSettings = defineSettingsGroup({
  url: databaseUrlSetting,
  poolSize: setting({ env: 'DB_POOL_SIZE', schema: positiveInt, defaultText: '10 (auth, profile: 5; identity: 2)', meaning: 'Connections of a standalone process to Postgres' }),
});

export const natsUrlSetting = setting({
  env: 'NATS_URL',
  schema: commaList,
  defaultText: 'in-process bus',
  meaning: 'Comma list of NATS servers (JetStream); unset: an in-process bus that reaches only services of the same process',
});

export const busSettings = defineSettingsGroup({ natsUrl: natsUrlSetting });

export const outboxSettings = defineSettingsGroup({
  pollMs: setting({ env: 'OUTBOX_POLL_MS', schema: positiveInt, default: '500', meaning: 'How often the outbox relay looks for events to publish' }),
  maxBackoffMs: setting({ env: 'OUTBOX_MAX_BACKOFF_MS', schema: positiveInt, default: '15000', meaning: 'Longest wait of the outbox relay between tries while the bus is down' }),
});

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** Every OpenAI consumer (admin AI pairs and classifier, Life Guide, personalized lists) reads these. */
export const openAiSettings = defineSettingsGroup({
  apiKey: setting({ env: 'OPENAI_API_KEY', schema: text, defaultText: 'built-in engines', meaning: 'Turns the OpenAI engines on; unset: the built-in deterministic engines answer' }),
  baseUrl: setting({ env: 'OPENAI_BASE_URL', schema: httpUrl, defaultText: 'api.openai.com', meaning: 'Any OpenAI-compatible endpoint' }),
  model: setting({ env: 'OPENAI_MODEL', schema: text, default: DEFAULT_OPENAI_MODEL, meaning: 'Model the OpenAI engines ask' }),
  timeoutMs: setting({ env: 'OPENAI_TIMEOUT_MS', schema: positiveInt, default: '8000', meaning: 'Longest wait for an OpenAI answer before the built-in engine answers instead' }),
});

export type OpenAiSettings = Settings<{ openai: typeof openAiSettings }>['openai'];

export interface OpenAiConnection {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

/**
 * What an OpenAI engine needs, or undefined without OPENAI_API_KEY (the built-in engine answers).
 * `timeoutMs` overrides OPENAI_TIMEOUT_MS for a consumer with its own time budget.
 */
export function openAiConnection(openai: OpenAiSettings, timeoutMs?: number): OpenAiConnection | undefined {
  if (!openai.apiKey) return undefined;
  return { apiKey: openai.apiKey, baseURL: openai.baseUrl, model: openai.model, timeoutMs: timeoutMs ?? openai.timeoutMs };
}

/**
 * Proxies whose `X-Forwarded-For` is believed (docs/architecture.md, "Trusted proxies"). Empty by
 * default: the direct peer is the client. Behind the edge, a service lists the edge's addresses; the
 * launchers (`npm start`, the e2e site, the Kubernetes config) set it for the services only, never for
 * the identity provider, which browsers reach directly.
 */
export const trustedProxiesSetting = setting({
  env: 'TRUSTED_PROXIES',
  schema: cidrList,
  default: '',
  meaning: 'Comma list of proxy addresses or CIDR blocks whose X-Forwarded-For is believed, counted from the right; empty: none',
});

export const networkSettings = defineSettingsGroup({ trustedProxies: trustedProxiesSetting });

/** How a service bounds its expensive work (docs/architecture.md, "Expensive work"; work/expensive-work.ts). */
export const expensiveWorkSettings = defineSettingsGroup({
  concurrency: setting({ env: 'WORK_CONCURRENCY', schema: positiveInt, default: '4', meaning: 'Expensive requests (generation, ranking) a service runs at once' }),
  queue: setting({ env: 'WORK_QUEUE', schema: nonNegativeInt, default: '16', meaning: 'Expensive requests that may wait for a slot; beyond them 429 with Retry-After' }),
  perPerson: setting({ env: 'WORK_PER_PERSON', schema: positiveInt, default: '3', meaning: 'Expensive requests one person may have running or waiting at once (fewer than WORK_CONCURRENCY, so others always find a slot); beyond them 429' }),
  workerThreads: setting({
    env: 'WORKER_THREADS',
    schema: nonNegativeInt,
    defaultText: 'the cores less one, at least 1',
    meaning: 'Worker threads per service for CPU-heavy ranking, at a lower priority; 0 runs it on the event loop',
  }),
});

/**
 * Where spans go (docs/architecture.md, "Traces"): the standard OpenTelemetry variables, read by the
 * runner of every process. Unset: spans keep ids only and nothing leaves the process.
 */
export const traceExportSettings = defineSettingsGroup({
  endpoint: setting({
    env: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    schema: httpUrl,
    defaultText: 'no export',
    meaning: 'Base URL of an OpenTelemetry collector (OTLP/HTTP, e.g. `http://otel-collector:4318`); spans go to `<url>/v1/traces`. Unset: spans are not exported',
  }),
  tracesEndpoint: setting({
    env: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    schema: httpUrl,
    defaultText: 'OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`',
    meaning: 'Full OTLP/HTTP URL spans are sent to, used as written; wins over OTEL_EXPORTER_OTLP_ENDPOINT',
  }),
  serviceName: setting({
    env: 'OTEL_SERVICE_NAME',
    schema: text,
    defaultText: "the process's name (`edge`, `choices`, ...)",
    meaning: "`service.name` of the exported spans of a standalone process; the embedded one-process site names each service's spans after the service",
  }),
});
