import styled from 'styled-components';
import { Card, Container, Eyebrow, media, PageHeader, space } from '@alive/ui';
import { useChooserId } from '../hooks/use-chooser-id.ts';
import { ChoiceLoop, SETTING_UP_TEXT } from './choice-loop.tsx';
import { LoadingMessage } from './loading-message.tsx';
import { LoginRequiredCard } from './login-required-card.tsx';

const Page = styled.div`
  padding: ${space[4]} 0 ${space[12]};
  ${media.sm} { padding-top: ${space[8]}; }
`;

/**
 * On a phone only the title: the brand line and the sentence under it would push the pair below the
 * first screen (docs/product/choices.md, Screen); the pair card's own hint says what to do.
 */
const Header = styled(PageHeader)`
  && { margin-bottom: ${space[4]}; }
  ${Eyebrow}, h1 ~ p { display: none; }
  ${media.sm} {
    ${Eyebrow}, h1 ~ p { display: block; }
  }
  ${media.md} {
    && { margin-bottom: ${space[6]}; }
  }
`;

/**
 * Home: A.L.I.V.E Choices (docs/product/choices.md). Exposed as `choices/HomeScreen`. Pair and choice calls are made
 * only when a user exists; signed out it shows the Login Required card. Offline, the person last signed
 * in on this device goes on with their stored pairs (docs/product/choices.md, Offline).
 */
export default function HomeScreen() {
  const { userId, isLoading } = useChooserId();
  return (
    <Container>
      <Page>
        <Header
          eyebrow="A.L.I.V.E Choices"
          title="Discover Your A.L.I.V.E Profile"
          description="Pick the option that feels more like you. Every choice sharpens your preferences and your five A.L.I.V.E dimensions."
        />
        {isLoading ? (
          <Card $padded>
            <LoadingMessage text={SETTING_UP_TEXT} />
          </Card>
        ) : userId ? (
          <ChoiceLoop />
        ) : (
          <LoginRequiredCard />
        )}
      </Page>
    </Container>
  );
}
