import { z } from 'zod';
import { safeText } from './input-rules.ts';

/**
 * The screens a remote declares in its own `src/routes.ts` (docs/architecture.md, "Routes → remotes").
 * Its build emits the list as `routes.json` beside `mf-manifest.json`; the edge folds every remote's list
 * into `/remotes.json`, and the shell renders routes and navigation from it. Browser code imports only
 * the types from here (`import type`), so zod never reaches a browser bundle.
 */

/** One path segment: a literal (`groups`) or a parameter (`:groupId`), as react-router reads them. */
const SEGMENT = String.raw`(?:[a-z0-9][a-z0-9._~-]*|:[A-Za-z][A-Za-z0-9_]*)`;
const PATH_PATTERN = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);

export const RemoteRouteNav = z.object({
  /** Link text in the navigation bar. */
  label: safeText({ min: 1, max: 60, trim: true, label: 'Link text' }),
  /** Position in the bar across all remotes, ascending (ties: by path). */
  order: z.number().int().min(0).max(10_000),
  /**
   * Active-link rule: `exact` only on the path itself (used by `/`); `prefix` (default) on the path
   * and below it, segment-wise (`/groups` is active on `/groups/42`, not on `/groupsx`).
   */
  active: z.enum(['exact', 'prefix']).optional(),
});
export type RemoteRouteNav = z.infer<typeof RemoteRouteNav>;

/**
 * An API address a screen reads: `/api/…`, lower-case segments, no parameter, and a query of plain
 * `name=value` pairs if the call has one (`?limit=6`): its query key is the one the screen's call makes
 * (apiQueryKey in @alive/api-client reads the query back as an object of strings).
 */
const API_READ_PATTERN = /^\/api(?:\/[a-z0-9][a-z0-9-]*)+(?:\?[a-z][a-zA-Z0-9]*=[a-z0-9-]+(?:&[a-z][a-zA-Z0-9]*=[a-z0-9-]+)*)?$/;

export const RemoteRoute = z.object({
  /** react-router path pattern: `/dashboard`, `/groups/:groupId`. Lower-case literals, no trailing slash. */
  path: z.string().regex(PATH_PATTERN, 'must look like /segment or /segment/:param (lower-case, no trailing slash)'),
  /** Exposed module of the remote whose default export is the screen, e.g. `./DashboardScreen`. */
  module: z.string().regex(/^\.\/[A-Za-z0-9_-]+$/, 'must be an exposed module name like ./DashboardScreen'),
  /** Document title (`<title> · A.L.I.V.E`) and the label of the screen's loading/error states. */
  title: safeText({ min: 1, max: 120, trim: true, label: 'Title' }),
  /**
   * Admin screens: their nav link shows to admins only. The screen itself still enforces access (the
   * admin remote guards itself and its service answers 403), so a signed-in user who types the path
   * gets the remote's own "admin only" answer rather than a 404.
   */
  adminOnly: z.boolean().optional(),
  /** Present when the screen has a link in the navigation bar (not on paths with parameters). */
  nav: RemoteRouteNav.optional(),
  /**
   * API reads the screen's first render shows, at exactly these addresses (GET, with the person's
   * cookie), and shows the same for everybody with the same answers. A signed-in page load of the path
   * gets the screen rendered with their answers in its document (docs/architecture.md, "First paint",
   * "A screen with the person's data"). A read some loads make and others do not does not belong here.
   */
  reads: z.array(z.string().regex(API_READ_PATTERN, 'must be an /api/ address without parameters, with a query of name=value pairs if any')).max(6).optional(),
  /**
   * The navigation link this screen belongs under: the path of a route of the same remote that has a
   * nav link. That link shows as the current one on this screen too (Smart Recommendations sits under
   * Recommendations; docs/product/platform.md, Navigation), where the path alone would not say so.
   */
  section: z.string().regex(PATH_PATTERN, 'must be the path of a route with a nav link').optional(),
}).refine((route) => !route.nav || !route.path.includes(':'), { message: 'a path with parameters cannot have a nav link', path: ['nav'] });
export type RemoteRoute = z.infer<typeof RemoteRoute>;

/** `/groups/:id` and `/groups/:groupId` match the same URLs, so they count as one path. */
export function routePathKey(path: string): string {
  return path.replace(/\/:[^/]+/g, '/:');
}

/** A remote's whole list: paths are unique within it, and a `section` names one of its own nav links. */
export const RemoteRoutes = z.array(RemoteRoute).superRefine((routes, ctx) => {
  const seen = new Map<string, number>();
  routes.forEach((route, index) => {
    const key = routePathKey(route.path);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `duplicate path ${route.path} (also route ${first})` });
  });
  const navPaths = new Set(routes.filter((route) => route.nav).map((route) => route.path));
  routes.forEach((route, index) => {
    if (route.section === undefined) return;
    if (route.section === route.path) ctx.addIssue({ code: 'custom', path: [index, 'section'], message: `names the route itself (${route.path})` });
    else if (!navPaths.has(route.section)) ctx.addIssue({ code: 'custom', path: [index, 'section'], message: `${route.section} is not a route of this remote with a nav link` });
  });
});
export type RemoteRoutes = z.infer<typeof RemoteRoutes>;

/** File name of the list in a remote's build output, beside `mf-manifest.json`. */
export const REMOTE_ROUTES_FILE = 'routes.json';

/**
 * `GET /remotes.json`: remote name → its Module Federation manifest URL and, when the edge could read
 * them, its routes. A remote without `routes` is still registered; its paths show the 404 screen.
 */
export const RemotesDocumentEntry = z.object({
  manifest: z.string().min(1),
  /** The published version the edge serves for this remote, when one is pinned (docs/architecture.md, "Deploying one part alone"). */
  version: z.string().min(1).optional(),
  /** `stable` or `canary`: which of the remote's releases this visitor's bucket got (docs/deploy.md, "Canary releases"). */
  channel: z.enum(['stable', 'canary']).optional(),
  /**
   * `sha384-…` of the release's `integrity.json` (every file's SHA-384, recorded when it was published),
   * so the browser can refuse a file whose bytes do not match.
   */
  integrity: z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/).optional(),
  routes: RemoteRoutes.optional(),
});
export type RemotesDocumentEntry = z.infer<typeof RemotesDocumentEntry>;
export const RemotesDocument = z.record(z.string(), RemotesDocumentEntry);
export type RemotesDocument = z.infer<typeof RemotesDocument>;

/** Readable one-line summary of a failed parse, for build errors and logs. */
export function describeRouteIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? `[${issue.path.join('.')}] ` : ''}${issue.message}`).join('; ');
}
