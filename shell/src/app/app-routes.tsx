import { Container, RemoteComponent, RemoteFallback, space } from '@alive/ui';
import styled from 'styled-components';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { useRemoteRoutes } from './remote-routes-context.tsx';
import type { ShellRoute } from './route-table.ts';

const APP_NAME = 'A.L.I.V.E';

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
  return <NotFoundScreen />;
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
