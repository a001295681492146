import { DIMENSIONS } from '@alive/domain';
import {
  Alert,
  Card,
  Container,
  LinkButton,
  aliveLetterColors,
  colors,
  fontSizes,
  fontWeights,
  media,
  radii,
  shadows,
  space,
} from '@alive/ui';
import styled from 'styled-components';
import { useLoginHref } from '../navigation/header.tsx';
import { BoltIcon, CompassIcon, SparkIcon } from './feature-icons.tsx';

// Named here, not by styled-components' running count: the page loads this module on demand
// (landing-slot.tsx), at another point of its start than the build's prerender, and counted names
// would then differ from the painted ones (docs/architecture.md, "First paint"). `sc-` marks them as
// component ids, as styled-components' own.
const named = (component: string) => ({ componentId: `sc-landing-${component}` });

const Page = styled.div.withConfig(named('Page'))`
  padding: ${space[6]} 0 ${space[16]};
  ${media.md} { padding-top: ${space[8]}; }
`;

const Hero = styled.section.withConfig(named('Hero'))`
  position: relative;
  overflow: hidden;
  margin-top: ${space[6]};
  padding: ${space[10]} ${space[5]};
  border-radius: ${radii.xl};
  background:
    radial-gradient(600px 300px at 0% 0%, rgba(91, 75, 219, 0.16), transparent 70%),
    radial-gradient(500px 260px at 100% 100%, rgba(242, 107, 91, 0.14), transparent 70%),
    ${colors.surface};
  border: 1px solid ${colors.border};
  box-shadow: ${shadows.md};
  text-align: center;
  ${media.md} { padding: ${space[16]} ${space[10]}; }
`;

const Eyebrow = styled.p.withConfig(named('Eyebrow'))`
  display: inline-block;
  margin-bottom: ${space[4]};
  padding: 4px 12px;
  border-radius: ${radii.pill};
  background: ${colors.brandSoft};
  color: ${colors.brandActive};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h1.withConfig(named('Title'))`
  font-size: 34px;
  font-weight: ${fontWeights.extrabold};
  letter-spacing: -0.03em;
  line-height: 1.1;
  ${media.md} { font-size: 52px; }
`;

const Lead = styled.p.withConfig(named('Lead'))`
  max-width: 620px;
  margin: ${space[4]} auto 0;
  font-size: ${fontSizes.md};
  color: ${colors.textMuted};
  ${media.md} { font-size: ${fontSizes.lg}; }
`;

const Letters = styled.ul.withConfig(named('Letters'))`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[2]};
  max-width: 760px;
  margin: ${space[8]} auto;
  padding: 0;
  list-style: none;
  text-align: left;
  ${media.md} { grid-template-columns: repeat(5, minmax(0, 1fr)); gap: ${space[3]}; text-align: center; }
`;

const LetterTile = styled.li.withConfig(named('LetterTile'))`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  box-shadow: ${shadows.sm};
  ${media.md} { flex-direction: column; gap: ${space[2]}; padding: ${space[4]} ${space[2]}; }
`;

const Letter = styled.span.withConfig(named('Letter'))<{ $color: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  background: ${(p) => p.$color};
  color: white;
  font-size: 22px;
  font-weight: ${fontWeights.extrabold};
  ${media.md} { width: 56px; height: 56px; font-size: 28px; }
`;

const LetterText = styled.span.withConfig(named('LetterText'))`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const LetterWord = styled.span.withConfig(named('LetterWord'))`
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.bold};
  color: ${colors.text};
`;

const LetterPoles = styled.span.withConfig(named('LetterPoles'))`
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;

const Section = styled.section.withConfig(named('Section'))`
  margin-top: ${space[12]};
  ${media.md} { margin-top: ${space[16]}; }
`;

const SectionTitle = styled.h2.withConfig(named('SectionTitle'))`
  text-align: center;
  font-size: ${fontSizes['2xl']};
  font-weight: ${fontWeights.extrabold};
  letter-spacing: -0.02em;
  ${media.md} { font-size: ${fontSizes['3xl']}; }
`;

const SectionLead = styled.p.withConfig(named('SectionLead'))`
  max-width: 560px;
  margin: ${space[2]} auto ${space[8]};
  text-align: center;
  color: ${colors.textMuted};
`;

const ThreeColumns = styled.div.withConfig(named('ThreeColumns'))`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${space[6]}; }
`;

const FeatureIcon = styled.div.withConfig(named('FeatureIcon'))<{ $bg: string }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${space[4]};
  border-radius: 14px;
  background: ${(p) => p.$bg};
  color: ${colors.brand};
  & svg { width: 24px; height: 24px; }
`;

const CardHeading = styled.h3.withConfig(named('CardHeading'))`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  margin-bottom: ${space[2]};
`;

const CardText = styled.p.withConfig(named('CardText'))`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const StepNumber = styled.span.withConfig(named('StepNumber'))`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-bottom: ${space[4]};
  border-radius: 50%;
  background: ${colors.brand};
  color: white;
  font-weight: ${fontWeights.extrabold};
`;

const Steps = styled.ol.withConfig(named('Steps'))`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${space[6]}; }
`;

const CallToAction = styled.div.withConfig(named('CallToAction'))`
  display: flex;
  justify-content: center;
`;

const FEATURES = [
  {
    icon: <BoltIcon />,
    bg: colors.brandSoft,
    title: 'Quick Choices',
    text: 'Pick between two options in a second or two. Travel, movies, books, activities and more — no long questionnaires.',
  },
  {
    icon: <SparkIcon />,
    bg: colors.accentSoft,
    title: 'Smart Insights',
    text: 'Every choice teaches the platform what you enjoy, so recommendations and insights get sharper as you go.',
  },
  {
    icon: <CompassIcon />,
    bg: colors.successSoft,
    title: 'Your A.L.I.V.E Profile',
    text: 'See your five-letter happiness code, one of 32 profile types, with guidance for life, relationships and work.',
  },
] as const;

const STEPS = [
  { title: 'Choose Your Preferences', text: 'Make quick A.L.I.V.E Choices between two options in the categories you like.' },
  { title: 'Build Your Profile', text: 'Your choices shape preference scores and the five A.L.I.V.E dimensions.' },
  { title: 'Discover Insights', text: 'Get your happiness code, personal recommendations and groups to share them with.' },
] as const;

/** What a signed-out visitor sees on every path (docs/product/platform.md, Landing screen). */
export function LandingPage() {
  const loginHref = useLoginHref();
  return (
    <Container>
      <Page>
        <Alert variant="info" title="Please log in to access personalized features." />
        <Hero aria-labelledby="landing-title">
          <Eyebrow>Preference discovery</Eyebrow>
          <Title id="landing-title">Discover Your A.L.I.V.E Profile</Title>
          <Lead>
            Make quick choices between two options and uncover what truly makes you feel alive — across five dimensions of
            well-being.
          </Lead>
          <Letters aria-label="What A.L.I.V.E stands for">
            {DIMENSIONS.map((dimension, index) => (
              <LetterTile key={dimension.key}>
                <Letter aria-hidden="true" $color={aliveLetterColors[index] ?? colors.brand}>
                  {dimension.aliveLetter}
                </Letter>
                <LetterText>
                  <LetterWord>{dimension.aliveWord}</LetterWord>
                  <LetterPoles>
                    {dimension.positive.label} · {dimension.negative.label}
                  </LetterPoles>
                </LetterText>
              </LetterTile>
            ))}
          </Letters>
          <CallToAction>
            <LinkButton href={loginHref} size="lg">
              Get Started
            </LinkButton>
          </CallToAction>
        </Hero>

        <Section aria-labelledby="features-title">
          <SectionTitle id="features-title">Why A.L.I.V.E</SectionTitle>
          <SectionLead>Small decisions, big picture: a profile that grows with every choice you make.</SectionLead>
          <ThreeColumns>
            {FEATURES.map((feature) => (
              <Card key={feature.title} $padded as="article">
                <FeatureIcon $bg={feature.bg} aria-hidden="true">
                  {feature.icon}
                </FeatureIcon>
                <CardHeading>{feature.title}</CardHeading>
                <CardText>{feature.text}</CardText>
              </Card>
            ))}
          </ThreeColumns>
        </Section>

        <Section aria-labelledby="how-title">
          <SectionTitle id="how-title">How It Works</SectionTitle>
          <SectionLead>Three steps from your first choice to insights about yourself.</SectionLead>
          <Steps>
            {STEPS.map((step, index) => (
              <Card key={step.title} $padded as="li">
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <CardHeading>{step.title}</CardHeading>
                <CardText>{step.text}</CardText>
              </Card>
            ))}
          </Steps>
        </Section>
      </Page>
    </Container>
  );
}
