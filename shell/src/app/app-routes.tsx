import { Container, importUntilLoaded, RemoteComponent, RemoteFallback, space } from '@alive/ui';
import styled from 'styled-components';
import { Suspense, lazy, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useRemoteRoutes } from './remote-routes-context.tsx';
import type { ShellRoute } from './route-table.ts';
import { ContentPlaceholder } from '../features/first-paint/content-placeholder.tsx';

const APP_NAME = 'A.L.I.V.E';

// Few page loads need the 404 screen, so it stays out of everyone's start-up JavaScript (the prerendered
// documents never show it; docs/architecture.md, "First paint").
const NotFoundScreen = lazy(() =>
  importUntilLoaded(() => import(/* webpackChunkName: "not-found" */ '../features/not-found/not-found-screen.tsx')).then((module) => ({ default: module.NotFoundScreen })),
);

const FallbackPage = styled.div`
  padding: ${space[8]} 0;
`;

function RemoteScreen({ route }: { route: ShellRoute }) {
  useEffect(() => {
    document.title = `${route.title} · ${APP_NAME}`;
  }, [route.title]);
  // Keyed by module: moving between two screens of one remote mounts a fresh screen.
  return (
    <RemoteComponent
      key={`${route.remote}/${route.module}`}
      remote={route.remote}
      module={route.module}
      label={route.title}
      // The same placeholder the app document and the auth check show: nothing moves until the screen is there.
      fallback={<ContentPlaceholder />}
      // A screen that cannot load keeps the page layout: the card sits in the content column.
      errorFallback={(_error, retry) => (
        <Container>
          <FallbackPage>
            <RemoteFallback label={route.title} onRetry={retry} />
          </FallbackPage>
        </Container>
      )}
    />
  );
}

function NotFoundRoute() {
  useEffect(() => {
    document.title = `Page Not Found · ${APP_NAME}`;
  }, []);
  return (
    <Suspense fallback={<ContentPlaceholder />}>
      <NotFoundScreen />
    </Suspense>
  );
}

/** Without `/remotes.json` no path is known: a contained card offers to load the page again. */
function RemotesUnavailable() {
  return (
    <Container>
      <FallbackPage>
        <RemoteFallback label="This page" onRetry={() => window.location.reload()} />
      </FallbackPage>
    </Container>
  );
}

/**
 * The signed-in route table, as the remotes declare it in `/remotes.json`: each path renders its
 * remote's screen; anything else is the 404 screen.
 */
export function AppRoutes() {
  const { routes, available } = useRemoteRoutes();
  if (!available) return <RemotesUnavailable />;
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RemoteScreen route={route} />} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
