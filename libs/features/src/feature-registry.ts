/**
 * The one list of features (docs/architecture.md, "Features"). Everything that used to be a hand-kept
 * list derives from it: the edge's API route table and remote table, the generated nginx config, the
 * launcher, the e2e server, the size report and the ownership tables of the docs. Adding a feature is
 * one entry here plus its folders.
 */

/** `live`: the service is built and routed. `planned`: its prefixes are reserved and answer 501. */
export type ServiceStatus = 'live' | 'planned';

export interface FeatureRemote {
  /** Module Federation name, also the key in `/remotes.json` and in `loadRemote('<name>/…')`. */
  name: string;
  /** Workspace folder of the feature app. */
  folder: string;
}

export interface FeatureService {
  name: string;
  /** Workspace folder of the Koa service. */
  folder: string;
  defaultPort: number;
  status: ServiceStatus;
  /**
   * `/api` path prefixes the service owns. A prefix matches the path itself (without a trailing slash)
   * and everything that starts with it; the longest matching prefix wins.
   */
  apiPrefixes: readonly string[];
  /**
   * Secrets the service reads beyond the two every service needs (DATABASE_URL, SESSION_KEYS); the
   * deploy generator mounts them (docs/deploy.md). `optional`: the service runs without it.
   */
  secrets?: readonly { name: string; optional?: boolean }[];
  /** Upper bound of its autoscaler (default 10; the lower bound is 2 so one pod can drain). */
  maxReplicas?: number;
}

export interface Feature {
  name: string;
  /** One sentence for the docs table. */
  summary: string;
  remote?: FeatureRemote;
  service?: FeatureService;
}

export const FEATURES = [
  {
    name: 'auth',
    summary: 'Sign-in through OpenID Connect, the session and the current user.',
    service: {
      name: 'auth',
      folder: 'services/auth',
      defaultPort: 4001,
      status: 'live',
      apiPrefixes: ['/api/login', '/api/logout', '/api/auth/'],
      secrets: [{ name: 'OIDC_CLIENT_SECRET' }],
    },
  },
  {
    name: 'choices',
    summary: 'The home loop: either/or pairs, recorded choices and preference tag scores.',
    remote: { name: 'choices', folder: 'mfe-choices' },
    service: {
      name: 'choices',
      folder: 'services/choices',
      defaultPort: 4002,
      status: 'live',
      // The admin screens' pair changes too: choices is the one writer of `choice_pairs` (docs/data-ownership.md).
      apiPrefixes: ['/api/choice-pairs/', '/api/user-choices', '/api/user-preferences/', '/api/admin/choice-pairs', '/api/smart-choice-pairs/add'],
      // Every visitor's choice loop: the busiest service.
      maxReplicas: 20,
    },
  },
  {
    name: 'profile',
    summary: 'The A.L.I.V.E profile, the preference dashboard and learning insights.',
    remote: { name: 'profile', folder: 'mfe-profile' },
    service: {
      name: 'profile',
      folder: 'services/profile',
      defaultPort: 4003,
      status: 'live',
      apiPrefixes: ['/api/happiness-profile', '/api/happiness-types', '/api/personality-insights', '/api/learning-insights'],
      secrets: [{ name: 'OPENAI_API_KEY', optional: true }],
    },
  },
  {
    name: 'recommendations',
    summary: 'Personal, smart and enhanced recommendations, fed by choice events and feedback.',
    remote: { name: 'recommendations', folder: 'mfe-recommendations' },
    service: {
      name: 'recommendations',
      folder: 'services/recommendations',
      defaultPort: 4004,
      status: 'live',
      apiPrefixes: [
        '/api/personalized-recommendations',
        '/api/specific-content-recommendations',
        '/api/recommendations/',
        '/api/recommendation-feedback',
        '/api/enhanced-content-recommendations',
        '/api/smart-recommendations',
        '/api/personality-profile',
        '/api/recommendation-insights',
        '/api/user-groupings',
        '/api/analyze-patterns',
        '/api/debug/',
      ],
      secrets: [{ name: 'OPENAI_API_KEY', optional: true }],
      maxReplicas: 12,
    },
  },
  {
    name: 'groups',
    summary: 'Private groups joined by invite code, members and roles, group recommendations.',
    remote: { name: 'groups', folder: 'mfe-groups' },
    service: {
      name: 'groups',
      folder: 'services/groups',
      defaultPort: 4005,
      status: 'live',
      apiPrefixes: ['/api/groups'],
    },
  },
  {
    name: 'admin',
    summary: 'Curation of choice pairs and content, the smart pair engine and analytics.',
    remote: { name: 'admin', folder: 'mfe-admin' },
    service: {
      name: 'admin',
      folder: 'services/admin',
      defaultPort: 4006,
      status: 'live',
      // POST /api/analytics/track is public; the service enforces admin on the rest.
      apiPrefixes: [
        '/api/admin/',
        '/api/analytics',
        '/api/ai-recommendations',
        '/api/gap-analysis',
        '/api/smart-choice-pairs/',
        '/api/algorithm-analysis',
      ],
      secrets: [{ name: 'OPENAI_API_KEY', optional: true }],
    },
  },
] as const satisfies readonly Feature[];

/** Processes that are part of the platform rather than of one feature. */
export const PLATFORM_PROCESSES = [
  { name: 'edge', folder: 'services/edge', defaultPort: 3000, summary: 'One origin: static assets, /remotes.json, /api/* by prefix, signed-in first screens (fragments and data), field telemetry ingest.' },
  {
    name: 'releases',
    folder: 'services/releases',
    defaultPort: 4200,
    summary: 'Release controller: field telemetry aggregation, the canary judge and release sync.',
  },
  {
    name: 'identity',
    folder: 'services/identity',
    defaultPort: 4100,
    summary: 'Local OpenID provider with seeded accounts (development, tests and the embedded default).',
  },
] as const;

export const SHELL_FOLDER = 'shell';
