import { forgetLastKnownUser, userDisplayName, useCurrentUser } from '@alive/api-client';
import { AUTH_PATHS, loginPathFor } from '@alive/contracts/constants';
import { Badge, Button, Container, importUntilLoaded, LinkButton, breakpoints, colors, fontWeights, media, radii, shadows, space, zIndices } from '@alive/ui';
import { Fragment, Suspense, lazy, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { AuthStatus, type AuthState } from './auth-status.tsx';
import { useFirstPaint } from '../first-paint/first-paint-context.tsx';
import type { DocumentKind } from '../first-paint/document-kind.ts';
import { BrandLogo } from './brand-logo.tsx';
import { useRemoteRoutes } from '../../app/remote-routes-context.tsx';
import { isActiveLink, visibleNavLinks } from './nav-links.ts';

// Full-page navigations, not fetch calls: logout must leave the page for the provider's logout page.
export const LOGIN_PATH = AUTH_PATHS.login;
export const LOGOUT_PATH = AUTH_PATHS.logout;

/**
 * The Login link of the page on screen: sign-in comes back to it (`/api/login?returnTo=`), so a shared
 * link such as a group's join link opened signed out lands there again (docs/product/platform.md, Auth gate).
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  // The prerendered documents are rendered at `/` (docs/architecture.md, "First paint").
  const { asPrerendered } = useFirstPaint();
  return loginPathFor(asPrerendered ? '/' : `${pathname}${search}`);
}

// The phone's menu panel loads on its first opening, out of everyone's start-up JavaScript (the shell's
// budget, docs/architecture.md, "Shared singletons"); its chunk is a few hundred bytes.
const MobileMenu = lazy(() =>
  importUntilLoaded(() => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu.tsx')).then((module) => ({ default: module.MobileMenu })),
);

/** What the prerendered documents' header shows: signed out on the landing, still checking on the app document. */
const PRERENDERED_AUTH_STATE: Record<DocumentKind, AuthState> = { landing: 'anonymous', app: 'loading' };

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndices.header};
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${colors.border};
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-height: 64px;
`;

const Spacer = styled.div`
  flex: 1;
`;

// Desktop-first queries for what hides on small screens: the base styles are the full header, so
// environments without media queries (jsdom) see the same DOM a desktop user does.
const belowLg = `@media (max-width: ${breakpoints.lg - 1}px)`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  ${belowLg} { display: none; }
`;

const MenuToggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;
  ${media.lg} { display: none; }
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; }
`;

const Burger = styled.span<{ $open: boolean }>`
  position: relative;
  width: 18px;
  height: 2px;
  background: ${(p) => (p.$open ? 'transparent' : 'currentColor')};
  border-radius: 2px;
  transition: background 150ms ease;
  &::before, &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 18px;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
    transition: transform 150ms ease, top 150ms ease;
  }
  &::before { top: ${(p) => (p.$open ? '0' : '-6px')}; transform: ${(p) => (p.$open ? 'rotate(45deg)' : 'none')}; }
  &::after { top: ${(p) => (p.$open ? '0' : '6px')}; transform: ${(p) => (p.$open ? 'rotate(-45deg)' : 'none')}; }
`;

const DesktopNav = styled.nav`
  display: block;
  ${belowLg} { display: none; }
`;

// One row of links tall even while empty: the links come from /remotes.json after the prerendered
// frame is painted, and appear without moving the page (docs/architecture.md, "First paint").
const LinkRow = styled.ul`
  min-height: calc(36px + ${space[2]});
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  margin: 0;
  padding: 0 0 ${space[2]};
  list-style: none;
`;

// Separates the admin-only links from everyone's links.
const AdminDivider = styled.li`
  width: 1px;
  height: 20px;
  margin: 0 ${space[1]};
  background: ${colors.borderStrong};
`;

const linkStyles = css<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 6px 8px;
  border-radius: ${radii.md};
  font-size: 13px;
  ${media.xl} { padding: 6px 10px; }
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  color: ${(p) => (p.$active ? colors.brandActive : colors.textMuted)};
  background: ${(p) => (p.$active ? colors.brandSoft : 'transparent')};
  transition: background 120ms ease, color 120ms ease;
  &:hover { color: ${colors.text}; background: ${(p) => (p.$active ? colors.brandSoft : colors.surfaceMuted)}; }
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; }
`;

const NavItemLink = styled(Link)<{ $active: boolean }>`
  ${linkStyles}
`;

const AdminDot = styled.span`
  width: 6px;
  height: 6px;
  margin-right: 6px;
  border-radius: 50%;
  background: ${colors.accent};
`;

// Logout is a POST (a link could be triggered by another site); the form adds no box of its own, so the
// button sits in the row exactly where the link did (docs/product/platform.md "Logout").
const LogoutForm = styled.form`
  display: contents;
`;

function NavLinks({
  pathname,
  isAdmin,
  onNavigate,
  divider = true,
}: {
  pathname: string;
  isAdmin: boolean;
  onNavigate?: () => void;
  divider?: boolean;
}) {
  const { navLinks } = useRemoteRoutes();
  const { asPrerendered } = useFirstPaint();
  return (
    <>
      {visibleNavLinks(asPrerendered ? [] : navLinks, isAdmin).map((link, index, links) => {
        const active = isActiveLink(link, pathname);
        const firstAdminLink = link.adminOnly && !links[index - 1]?.adminOnly;
        return (
          <Fragment key={link.href}>
            {firstAdminLink && divider ? <AdminDivider aria-hidden="true" /> : null}
            <li>
              <NavItemLink to={link.href} $active={active} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                {link.adminOnly ? <AdminDot aria-hidden="true" title="Admin" /> : null}
                {link.label}
              </NavItemLink>
            </li>
          </Fragment>
        );
      })}
    </>
  );
}

function AccountControls({ state, name, isAdmin }: { state: AuthState; name: string; isAdmin: boolean }) {
  const loginHref = useLoginHref();
  if (state === 'loading') return null;
  if (state === 'anonymous') {
    return (
      <LinkButton href={loginHref} size="sm">
        Login
      </LinkButton>
    );
  }
  return (
    <>
      <Badge variant="brand" data-testid="user-name-badge" title={name}>
        {name}
      </Badge>
      {isAdmin ? <Badge variant="inverse">Admin</Badge> : null}
      {/* Signing out also forgets the user this browser keeps for offline starts. */}
      <LogoutForm method="post" action={LOGOUT_PATH} onSubmit={() => forgetLastKnownUser()}>
        <Button type="submit" size="sm" variant="outline">
          Logout
        </Button>
      </LogoutForm>
    </>
  );
}

/** The shared header: brand, navigation, auth status, name/Admin badges, Login/Logout. */
export function Header() {
  const current = useCurrentUser();
  const { kind, asPrerendered } = useFirstPaint();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const prerendered = asPrerendered && kind ? PRERENDERED_AUTH_STATE[kind] : null;
  const user = prerendered ? null : current.user;
  const isAdmin = prerendered ? false : current.isAdmin;
  const state: AuthState = prerendered ?? (current.isLoading ? 'loading' : user ? 'authenticated' : 'anonymous');
  const name = userDisplayName(user);

  // Close the mobile menu whenever the route changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Bar>
      <Container>
        <TopRow>
          <BrandLogo />
          <Spacer />
          <AuthStatus state={state} />
          <DesktopOnly>
            <AccountControls state={state} name={name} isAdmin={isAdmin} />
          </DesktopOnly>
          <MenuToggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Burger $open={menuOpen} aria-hidden="true" />
          </MenuToggle>
        </TopRow>
        <DesktopNav aria-label="Main">
          <LinkRow>
            <NavLinks pathname={pathname} isAdmin={isAdmin} />
          </LinkRow>
        </DesktopNav>
        {menuOpen ? (
          <Suspense fallback={null}>
            <MobileMenu id={menuId} links={<NavLinks pathname={pathname} isAdmin={isAdmin} divider={false} onNavigate={() => setMenuOpen(false)} />} account={<AccountControls state={state} name={name} isAdmin={isAdmin} />} />
          </Suspense>
        ) : null}
      </Container>
    </Bar>
  );
}
