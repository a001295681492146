import { aliveLetterColors, Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, Eyebrow, fontSizes, fontWeights, media, ProgressBar, radii, space, Stack, StackList } from '@alive/ui';
import { CopyIcon, ShareIcon } from '@alive/ui/icons';
import type { HappinessDimension, HappinessProfile } from '@alive/contracts';
import styled from 'styled-components';
import { usePersonalityInsights } from '../api/get-personality-insights.ts';
import { useShareProfile } from '../hooks/use-share-profile.ts';
import { HappinessCodeChips } from './happiness-code-chips.tsx';
import { ProfileFigures } from './profile-figures.tsx';
import { composeProfileShareText } from './profile-share-text.ts';

const Hero = styled(Card)`
  padding: ${space[5]};
  background: linear-gradient(135deg, ${colors.brandSofter} 0%, ${colors.surface} 60%);
  ${media.md} { padding: ${space[8]}; }
`;

const HeroTop = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  ${media.md} { flex-direction: row; align-items: flex-start; justify-content: space-between; }
`;

const TypeName = styled.h2`
  margin-top: ${space[1]};
  font-size: ${fontSizes['2xl']};
  font-weight: ${fontWeights.extrabold};
  letter-spacing: -0.02em;
  line-height: 1.2;
  ${media.md} { font-size: ${fontSizes['3xl']}; }
`;

const Description = styled.p`
  margin-top: ${space[3]};
  max-width: 640px;
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[5]};
`;

const DimensionItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  &:not(:last-child) { padding-bottom: ${space[5]}; border-bottom: 1px solid ${colors.border}; }
`;

const DimensionHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  flex-wrap: wrap;
`;

const LetterMark = styled.span<{ $color: string }>`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  flex: none;
  border-radius: ${radii.md};
  background: ${(p) => p.$color};
  color: ${colors.textInverse};
  font-weight: ${fontWeights.extrabold};
`;

const DimensionTitle = styled.h4`
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  small { display: block; font-size: ${fontSizes.xs}; font-weight: ${fontWeights.medium}; color: ${colors.textSubtle}; }
`;

const HeadEnd = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space[2]};
`;

const BarRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
`;

const DimensionBar = styled(ProgressBar)`
  flex: 1;
`;

const PercentText = styled.span`
  min-width: 44px;
  text-align: right;
  font-weight: ${fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const DimensionDescription = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

function DimensionRow({ dimension, color }: { dimension: HappinessDimension; color: string }) {
  const label = dimension.code ? `${dimension.poleLabel} (${dimension.code})` : 'Not yet known';
  return (
    <DimensionItem data-testid="dimension-row" data-key={dimension.key}>
      <DimensionHead>
        <LetterMark $color={color} aria-hidden="true">
          {dimension.aliveLetter}
        </LetterMark>
        <DimensionTitle>
          {dimension.name}
          <small>{dimension.aliveWord}</small>
        </DimensionTitle>
        <HeadEnd>
          <Badge variant={dimension.code ? 'brand' : 'neutral'} aria-label={`Code ${dimension.code ?? 'unknown'}`}>
            {label}
          </Badge>
        </HeadEnd>
      </DimensionHead>
      <BarRow>
        <DimensionBar
          value={dimension.percentage}
          color={color}
          height={10}
          label={`${dimension.name} ${dimension.poleLabel ?? ''}`.trim()}
        />
        <PercentText>{dimension.percentage}%</PercentText>
      </BarRow>
      <DimensionDescription>{dimension.description}</DimensionDescription>
    </DimensionItem>
  );
}

/** My Profile tab: type, code, copy or share a summary of the type, confidence, choices and the five dimensions. */
export function MyProfileTab({ profile }: { profile: HappinessProfile }) {
  const insights = usePersonalityInsights({ enabled: profile.hasProfile });
  const shareText = insights.data?.hasInsights ? insights.data.shareableProfile : composeProfileShareText(profile);
  const { copySummary, shareSummary, canShare } = useShareProfile(shareText, `My A.L.I.V.E Profile: ${profile.typeName ?? ''}`.trim());

  return (
    <Stack $gap={5}>
      <Hero aria-labelledby="profile-type-name">
        <HeroTop>
          <div>
            <Eyebrow>Your profile type</Eyebrow>
            <TypeName id="profile-type-name" data-testid="profile-type-name">{profile.typeName}</TypeName>
          </div>
          {profile.happinessCode ? (
            <div>
              <Eyebrow>Happiness code</Eyebrow>
              <div style={{ marginTop: 6 }} data-testid="happiness-code">
                <HappinessCodeChips code={profile.happinessCode} size="lg" />
              </div>
            </div>
          ) : null}
        </HeroTop>
        {profile.typeDescription ? <Description>{profile.typeDescription}</Description> : null}
        <Actions>
          <Button variant="primary" onClick={() => void copySummary()} icon={<CopyIcon size={16} />}>
            Copy a summary of your type
          </Button>
          {canShare ? (
            <Button variant="outline" onClick={() => void shareSummary()} icon={<ShareIcon size={16} />}>
              Share summary
            </Button>
          ) : null}
        </Actions>
        <ProfileFigures profile={profile} />
      </Hero>

      <Card aria-labelledby="profile-dimensions-title">
        <CardHeader>
          <CardTitle id="profile-dimensions-title">Your five dimensions</CardTitle>
          <CardDescription>How strongly you lean to each pole, from the evidence in your choices.</CardDescription>
        </CardHeader>
        <CardContent>
          <StackList $gap={5}>
            {profile.dimensions.map((dimension, index) => (
              <DimensionRow
                key={dimension.key}
                dimension={dimension}
                color={aliveLetterColors[index % aliveLetterColors.length]!}
              />
            ))}
          </StackList>
        </CardContent>
      </Card>
    </Stack>
  );
}
