import { Container, colors, fontSizes, space } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTracking } from '../features/analytics/use-page-tracking.ts';
import { useDropScreenFragmentOnNavigation } from '../features/first-paint/use-drop-screen-fragment.ts';
import { Header } from '../features/navigation/header.tsx';
import { useFullLoadAfterReleaseChange } from '../features/remotes/use-full-load-after-release-change.ts';
import { useRumRoute } from '../features/telemetry/use-rum-route.ts';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// A screen tall, so the footer starts below the fold and a screen arriving in the prerendered app
// document's placeholder moves nothing in view (docs/architecture.md, "First paint").
const Main = styled.main`
  flex: 1;
  min-width: 0;
  min-height: 100vh;
`;

const Footer = styled.footer`
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  padding: ${space[6]} 0;
  text-align: center;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export const FOOTER_TEXT = 'Discovering preferences through intelligent choices.';

/** Header, main content and footer around every screen; records page views and the telemetry's route on every route change. */
export function Layout({ children }: { children: ReactNode }) {
  usePageTracking();
  useRumRoute();
  useFullLoadAfterReleaseChange();
  useDropScreenFragmentOnNavigation();
  return (
    <Shell>
      <Header />
      <Main id="main">{children}</Main>
      <Footer>
        <Container>
          <p>{FOOTER_TEXT}</p>
        </Container>
      </Footer>
    </Shell>
  );
}
