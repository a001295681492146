/**
 * API ownership (DESIGN.md §1): which service answers which `/api` path. The dev edge proxies with this
 * table and the production nginx/ingress config is generated from it — one definition for both.
 *
 * A `prefix` matches the path itself (without a trailing slash) and everything that starts with it;
 * the longest matching prefix wins, so a more specific entry can carve a path out of a broader one.
 */
export const SERVICE_NAMES = ['auth', 'choices', 'profile', 'recommendations', 'groups', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ApiRoute {
  prefix: string;
  service: ServiceName;
}

export const API_ROUTES: readonly ApiRoute[] = [
  // auth: /api/login, /api/logout, the OAuth callback, /api/auth/*
  { prefix: '/api/login', service: 'auth' },
  { prefix: '/api/logout', service: 'auth' },
  { prefix: '/api/auth/', service: 'auth' },
  // choices
  { prefix: '/api/choice-pairs/', service: 'choices' },
  { prefix: '/api/user-choices', service: 'choices' },
  { prefix: '/api/user-preferences/', service: 'choices' },
  // profile
  { prefix: '/api/happiness-profile', service: 'profile' },
  { prefix: '/api/happiness-types', service: 'profile' },
  { prefix: '/api/personality-insights', service: 'profile' },
  { prefix: '/api/learning-insights', service: 'profile' },
  // recommendations
  { prefix: '/api/personalized-recommendations', service: 'recommendations' },
  { prefix: '/api/specific-content-recommendations', service: 'recommendations' },
  { prefix: '/api/recommendations/', service: 'recommendations' },
  { prefix: '/api/recommendation-feedback', service: 'recommendations' },
  { prefix: '/api/enhanced-content-recommendations', service: 'recommendations' },
  { prefix: '/api/smart-recommendations', service: 'recommendations' },
  { prefix: '/api/personality-profile', service: 'recommendations' },
  { prefix: '/api/recommendation-insights', service: 'recommendations' },
  { prefix: '/api/user-groupings', service: 'recommendations' },
  { prefix: '/api/analyze-patterns', service: 'recommendations' },
  { prefix: '/api/debug/', service: 'recommendations' },
  // groups
  { prefix: '/api/groups', service: 'groups' },
  // admin (POST /api/analytics/track is public; the service enforces admin on the rest)
  { prefix: '/api/admin/', service: 'admin' },
  { prefix: '/api/analytics', service: 'admin' },
  { prefix: '/api/ai-recommendations', service: 'admin' },
  { prefix: '/api/gap-analysis', service: 'admin' },
  { prefix: '/api/smart-choice-pairs/', service: 'admin' },
  { prefix: '/api/algorithm-analysis', service: 'admin' },
];

/** Default local ports (team brief runtime layout). */
export const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = {
  auth: 4001,
  choices: 4002,
  profile: 4003,
  recommendations: 4004,
  groups: 4005,
  admin: 4006,
};

export function routeMatches(prefix: string, pathname: string): boolean {
  const bare = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === bare || pathname.startsWith(prefix);
}

/** The owning service of `pathname` (no query string), by longest matching prefix; `null` if none. */
export function resolveApiRoute(pathname: string, routes: readonly ApiRoute[] = API_ROUTES): ApiRoute | null {
  let best: ApiRoute | null = null;
  for (const route of routes) {
    if (routeMatches(route.prefix, pathname) && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}
