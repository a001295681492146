import { Container, RemoteComponent, RemoteFallback, space } from '@alive/ui';
import styled from 'styled-components';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table.ts';

const APP_NAME = 'A.L.I.V.E';

const FallbackPage = styled.div`
  padding: ${space[8]} 0;
`;

function RemoteScreen({ route }: { route: RemoteRoute }) {
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

/** The signed-in route table: each path renders its remote's screen; anything else is the 404 screen. */
export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RemoteScreen route={route} />} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
