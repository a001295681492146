/**
 * What the apps share as `react-router-dom`: only the router API they use, re-exported from
 * `react-router` (react-router-dom 7 re-exports it whole), so the shared chunk tree-shakes the data
 * routers, server rendering and the rest (docs/architecture.md, "Shared singletons").
 * `shared-entries.test.ts` fails when an app imports something this list lacks; add it here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  matchRoutes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, RouteObject, PathMatch, Params } from 'react-router';
