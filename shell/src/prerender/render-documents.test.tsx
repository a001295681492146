import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stitchScreenFragment } from '@alive/contracts/constants';

// Remotes are not part of the unit under test: record which screen the route table asks for. While
// `remoteLoad.held`, a screen is still loading and its fallback shows, as the real RemoteComponent does.
const remoteRequests = vi.hoisted(() => [] as string[]);
const remoteLoad = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    held: false,
    listeners,
    release() {
      this.held = false;
      for (const listener of listeners) listener();
    },
  };
});
vi.mock('@alive/ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@alive/ui')>();
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    remoteLoad.listeners.add(listener);
    return () => remoteLoad.listeners.delete(listener);
  };
  return {
    ...actual,
    RemoteComponent: ({ remote, module, fallback }: { remote: string; module: string; fallback?: ReactNode }) => {
      const held = useSyncExternalStore(subscribe, () => remoteLoad.held);
      if (held) return <>{fallback}</>;
      remoteRequests.push(`${remote} ${module}`);
      return <p data-testid="remote">{`${remote} ${module}`}</p>;
    },
  };
});

const { renderDocument } = await import('./render-documents.tsx');
const { App } = await import('../app/app.tsx');
const { queryClient } = await import('../app/providers.tsx');
const { FOOTER_TEXT } = await import('../app/layout.tsx');
const { seedCurrentUser } = await import('../features/first-paint/seed-current-user.ts');
const { takeScreenFragment } = await import('../features/first-paint/screen-fragment.ts');
const { preloadRouteScreen } = await import('../features/first-paint/preload-route-screen.ts');
const { parseRemotesDocument } = await import('../features/remotes/remotes-document.ts');
const { alex, installShellApi, stubApi } = await import('../test/render-shell.tsx');
const { REMOTES_JSON } = await import('../test/remotes-json.ts');
// The landing page is a chunk of its own, in before the landing document renders or hydrates (bootstrap.tsx).
await (await import('../features/landing/landing-slot.tsx')).preloadLandingPage();

const api = installShellApi();

/** What @alive/api-client keeps of the last signed-in user (its `alive:last-known-user` entry). */
function rememberUser(user: typeof alex) {
  const { id, email, firstName, lastName, isAdmin } = user;
  localStorage.setItem('alive:last-known-user', JSON.stringify({ id, email, firstName, lastName, isAdmin }));
}

describe('the prerendered documents', () => {
  it('landing: the frame (header, navigation row, footer) and the landing page, signed out, with its styles and no inline script', () => {
    const { root, styles } = renderDocument('landing');
    expect(root).toMatch(/^<div id="root" data-document="landing">/);
    expect(root).toContain('<header');
    expect(root).toContain('aria-label="Main"');
    expect(root).toContain(FOOTER_TEXT);
    expect(root).toContain('Discover Your A.L.I.V.E Profile');
    expect(root).toContain('Please log in to access personalized features.');
    expect(root).toContain('Not authenticated');
    expect(root).toContain('href="/api/login"');
    expect(styles).toMatch(/^<style data-styled="true"/);
    // Every class the markup uses has its rules in the inlined styles: the page paints styled before any script.
    const classes = new Set([...root.matchAll(/class="([^"]+)"/g)].flatMap(([, names]) => names!.split(' ')));
    const styled = [...classes].filter((name) => !name.startsWith('sc-'));
    expect(styled.length).toBeGreaterThan(10);
    for (const name of styled) expect(styles).toContain(`.${name}`);
    // No script at all: the build refuses inline ones (libs/rspack-config, document-html.ts) and the policy allows none.
    expect(root + styles).not.toMatch(/<script/i);
  });

  it('app: the same frame with the content placeholder, still checking who is signed in, and no landing page', () => {
    const { root, styles } = renderDocument('app');
    expect(root).toMatch(/^<div id="root" data-document="app">/);
    expect(root).toContain('<header');
    expect(root).toContain(FOOTER_TEXT);
    expect(root).toContain('data-testid="content-placeholder"');
    expect(root).toContain('Checking authentication...');
    expect(root).not.toContain('Discover Your A.L.I.V.E Profile');
    expect(root).not.toContain('Login');
    expect(root + styles).not.toMatch(/<script/i);
  });
});

describe('hydrating a prerendered document', () => {
  let reactRoot: Root | undefined;
  const recoverable: unknown[] = [];
  let consoleErrors: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    remoteRequests.length = 0;
    remoteLoad.held = false;
    recoverable.length = 0;
    localStorage.clear();
    queryClient.clear();
    consoleErrors = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    act(() => reactRoot?.unmount());
    reactRoot = undefined;
    document.body.innerHTML = '';
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    consoleErrors.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  /** Puts the document's markup in the page at `path` and hydrates it the way bootstrap.tsx does. */
  async function hydrate(kind: 'landing' | 'app', path: string, documentKind: 'landing' | 'app' = kind, fragment?: string) {
    const { root, styles } = renderDocument(kind);
    document.head.insertAdjacentHTML('beforeend', styles);
    // As the edge serves a signed-in page load of a screen whose remote wrote a fragment (services/edge, screen-fragments.ts).
    document.body.innerHTML = fragment === undefined ? root : stitchScreenFragment(root, fragment, path)!;
    window.history.replaceState(null, '', path);
    const container = document.getElementById('root')!;
    const painted = container.querySelector('header');
    seedCurrentUser(queryClient, documentKind);
    takeScreenFragment(container);
    await act(async () => {
      reactRoot = hydrateRoot(container, <App remotes={parseRemotesDocument(REMOTES_JSON)} documentKind={documentKind} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    return { painted };
  }

  it('landing, signed out, on any path: hydrates without a mismatch, keeps the painted nodes, then shows the live links', async () => {
    stubApi('signed-out');
    const { painted } = await hydrate('landing', '/groups?tab=mine');
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // The very nodes the server sent, not a client render from scratch.
    expect(document.querySelector('header')).toBe(painted);
    // After hydration the page is live: the links /remotes.json declares, Login back to this page.
    expect(await screen.findByRole('link', { name: 'Groups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login?returnTo=%2Fgroups%3Ftab%3Dmine');
    expect(screen.getByText('Discover Your A.L.I.V.E Profile')).toBeInTheDocument();
    expect(remoteRequests).toEqual([]);
    // Served without a session cookie: no session to check, so no 401 in the console (seed-current-user.ts).
    expect(api.requestsTo('GET', '/api/auth/user')).toEqual([]);
  });

  it('app, with a remembered user: hydrates without a mismatch, then the screen of the path loads at once and the server confirms the user', async () => {
    rememberUser(alex);
    stubApi(alex);
    const { painted } = await hydrate('app', '/groups');
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(document.querySelector('header')).toBe(painted);
    expect(await screen.findByTestId('remote')).toHaveTextContent('groups ./GroupsScreen');
    expect(await screen.findByText('Authenticated')).toBeInTheDocument();
  });

  it('app, but the session has ended: the page corrects itself to the landing page', async () => {
    rememberUser(alex);
    stubApi('signed-out');
    await hydrate('app', '/groups');
    expect(recoverable).toEqual([]);
    expect(await screen.findByText('Please log in to access personalized features.')).toBeInTheDocument();
    expect(screen.getByText('Not authenticated')).toBeInTheDocument();
  });

  /** A screen's first render as a remote's build writes it (libs/ui, screen-fragment-render.tsx). */
  const GROUPS_FRAGMENT = '<style>[data-screen-fragment] .sf-a{padding:8px}</style><div class="sf-a"><h1>Your groups</h1><p>Loading your groups...</p></div>';

  it("app, with the screen's fragment stitched in: hydrates without a mismatch, keeps the fragment's painted nodes until the screen is there, then the screen replaces it", async () => {
    rememberUser(alex);
    stubApi(alex);
    remoteLoad.held = true;
    // As bootstrap.tsx does: the page's own screen loads from the start, here until it is released.
    preloadRouteScreen(parseRemotesDocument(REMOTES_JSON), '/groups', () => new Promise<void>((loaded) => remoteLoad.listeners.add(loaded)));
    await hydrate('app', '/groups', 'app', GROUPS_FRAGMENT);
    const paintedHeading = document.querySelector('[data-screen-fragment] h1');
    expect(paintedHeading).toHaveTextContent('Your groups');
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // The session is confirmed and the route renders its remote, still loading: the fragment stays, as painted.
    expect(await screen.findByText('Authenticated')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your groups', hidden: true })).toBeInTheDocument();
    expect(document.querySelector('[data-screen-fragment="/groups"] style')).not.toBeNull();
    // A picture of the screen: nothing in it takes a click or focus before the screen is there.
    expect(document.querySelector('[data-screen-fragment="/groups"]')).toHaveAttribute('inert');
    expect(document.querySelector('[data-screen-fragment="/groups"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('content-placeholder')).toBeNull();
    // The remote is in: the screen takes the slot's place, the fragment is hidden in that same render,
    // then emptied a few nodes at a time and taken out (with its styles).
    // What the slot was in the page's first change that had the screen in it: hidden, not yet gone.
    let slotBesideScreen: string | undefined;
    const watch = new MutationObserver(() => {
      if (slotBesideScreen !== undefined || !screen.queryByTestId('remote')) return;
      const slot = document.querySelector('[data-screen-slot]');
      slotBesideScreen = slot ? (slot.hasAttribute('hidden') ? 'hidden' : 'shown') : 'gone';
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    act(() => remoteLoad.release());
    expect(await screen.findByTestId('remote')).toHaveTextContent('groups ./GroupsScreen');
    await waitFor(() => expect(slotBesideScreen).toBe('hidden'));
    watch.disconnect();
    await waitFor(() => expect(document.querySelector('[data-screen-slot]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Your groups', hidden: true })).toBeNull();
    expect(document.querySelector('style[data-screen-fragment], [data-screen-fragment] style')).toBeNull();
  });

  it("a fragment shows at its own path only: once the page has gone elsewhere, a loading screen shows the placeholder, also back at the fragment's path", async () => {
    rememberUser(alex);
    stubApi(alex);
    remoteLoad.held = true;
    await hydrate('app', '/groups', 'app', GROUPS_FRAGMENT);
    expect(await screen.findByText('Authenticated')).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Learning Insights' }).click());
    expect(await screen.findByTestId('content-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your groups', hidden: true })).toBeNull();
    act(() => screen.getByRole('link', { name: 'Groups' }).click());
    await waitFor(() => expect(window.location.pathname).toBe('/groups'));
    expect(screen.getByTestId('content-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your groups', hidden: true })).toBeNull();
  });

  it('a client render that differs from the document is caught (the check above can fail)', async () => {
    stubApi('signed-out');
    await hydrate('landing', '/', 'app');
    await waitFor(() => expect(recoverable.length + consoleErrors.mock.calls.length).toBeGreaterThan(0));
  });
});
