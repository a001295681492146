import { Card, Container, buttonLook, colors, fontSizes, fontWeights, space } from '@alive/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[16]} 0;
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 520px;
  padding: ${space[10]} ${space[6]};
  text-align: center;
`;

const Code = styled.p`
  font-size: 64px;
  font-weight: ${fontWeights.extrabold};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${colors.brand};
`;

const Title = styled.h1`
  margin-top: ${space[3]};
  font-size: ${fontSizes['2xl']};
  font-weight: ${fontWeights.bold};
`;

const Text = styled.p`
  margin: ${space[3]} 0 ${space[6]};
  color: ${colors.textMuted};
`;

const HomeLink = styled(Link)`
  ${buttonLook({ variant: 'primary' })}
`;

/** Any path outside the route table (docs/product/platform.md, Layout: 404 Page Not Found). */
export function NotFoundScreen() {
  return (
    <Container>
      <Page>
        <Panel>
          <Code aria-hidden="true">404</Code>
          <Title>404 Page Not Found</Title>
          <Text>The page you are looking for does not exist or has moved.</Text>
          <HomeLink to="/">Back to A.L.I.V.E Choices</HomeLink>
        </Panel>
      </Page>
    </Container>
  );
}
