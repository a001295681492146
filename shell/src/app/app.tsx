import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.tsx';
import { AuthGate } from './auth-gate.tsx';
import { Layout } from './layout.tsx';
import { Providers } from './providers.tsx';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <Layout>
          <AuthGate>
            <AppRoutes />
          </AuthGate>
        </Layout>
      </BrowserRouter>
    </Providers>
  );
}
