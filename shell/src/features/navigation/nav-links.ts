import type { RemoteRoute } from '@alive/contracts';
import { matchPath } from 'react-router-dom';

export interface NavLink {
  href: string;
  label: string;
  adminOnly: boolean;
  /** `exact`: active on the path only; `prefix`: also below it. */
  active: 'exact' | 'prefix';
  /** Path patterns of the screens that declare this link as their `section`: it is the current one there too. */
  sections: readonly string[];
}

/**
 * Navigation bar links: the routes the remotes give a nav entry, by their declared order (ties: by path).
 * Paths with parameters have no link of their own.
 */
export function navLinksFromRoutes(routes: readonly RemoteRoute[]): NavLink[] {
  return routes
    .filter((route): route is RemoteRoute & { nav: NonNullable<RemoteRoute['nav']> } => Boolean(route.nav) && !route.path.includes(':'))
    .sort((a, b) => a.nav.order - b.nav.order || a.path.localeCompare(b.path))
    .map((route) => ({
      href: route.path,
      label: route.nav.label,
      adminOnly: route.adminOnly === true,
      active: route.nav.active ?? 'prefix',
      sections: routes.filter((screen) => screen.section === route.path).map((screen) => screen.path),
    }));
}

/** Admin-only links show for admins only. */
export function visibleNavLinks(links: readonly NavLink[], isAdmin: boolean): readonly NavLink[] {
  return links.filter((link) => isAdmin || !link.adminOnly);
}

/**
 * Active-link rule: an `exact` link (`/`) only on its own path; the others by path prefix, segment-wise,
 * so `/groups` is active on `/groups/42` but not on `/groupsx`. Either is also active on the screens
 * that name it as their section (`/smart-recommendations` under Recommendations).
 */
export function isActiveLink(link: Pick<NavLink, 'href' | 'active' | 'sections'>, pathname: string): boolean {
  if (link.sections.some((path) => matchPath(path, pathname))) return true;
  if (link.active === 'exact') return pathname === link.href;
  return pathname === link.href || pathname.startsWith(`${link.href}/`);
}
