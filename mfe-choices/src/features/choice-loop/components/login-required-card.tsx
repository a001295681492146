import styled from 'styled-components';
import { navigateToLogin } from '@alive/api-client';
import { Button, Card, colors, fontSizes, fontWeights, space } from '@alive/ui';
import { LockIcon } from './icons.tsx';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]};
  max-width: 460px;
  margin: 0 auto;
  text-align: center;
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${colors.brandSoft};
  color: ${colors.brand};
`;

const Title = styled.h2`
  font-size: ${fontSizes['2xl']};
  font-weight: ${fontWeights.bold};
`;

const Text = styled.p`
  color: ${colors.textMuted};
`;

/** Signed out: no pair or choice calls are made; login is a full-page navigation to /api/login. */
export function LoginRequiredCard() {
  return (
    <Card $padded>
      <Body>
        <Icon aria-hidden="true">
          <LockIcon size={28} />
        </Icon>
        <Title>Login Required</Title>
        <Text>
          Log in with your developer-platform account to make A.L.I.V.E Choices and build your profile.
        </Text>
        <Button size="lg" onClick={navigateToLogin}>
          Log in to continue
        </Button>
      </Body>
    </Card>
  );
}
