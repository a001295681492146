export interface NavLink {
  href: string;
  label: string;
  adminOnly: boolean;
}

/** Navigation bar links (spec: Navigation bar). Admin-only links show for admins only. */
export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'A.L.I.V.E Choices', adminOnly: false },
  { href: '/happiness-profile', label: 'My A.L.I.V.E Profile', adminOnly: false },
  { href: '/recommendations', label: 'Recommendations', adminOnly: false },
  { href: '/groups', label: 'Groups', adminOnly: false },
  { href: '/learning-insights', label: 'Learning Insights', adminOnly: false },
  { href: '/smart-choice-pairs', label: 'Smart Engine', adminOnly: true },
  { href: '/admin-analytics', label: 'Analytics', adminOnly: true },
  { href: '/admin-content', label: 'Content Management', adminOnly: true },
];

export function visibleNavLinks(isAdmin: boolean): readonly NavLink[] {
  return NAV_LINKS.filter((link) => isAdmin || !link.adminOnly);
}

/**
 * Active-link rule (spec): `/` only on an exact match; the others by path prefix, segment-wise,
 * so `/groups` is active on `/groups/42` but not on `/groupsx`.
 */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
