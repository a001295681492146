import { aliveLetterColors, Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, fontWeights, media, QueryError, radii, Skeleton, space, Stack } from '@alive/ui';
import { DIMENSION_EXPLANATIONS, HAPPINESS_CODES } from '@alive/domain';
import type { HappinessType, HappinessTypes } from '@alive/contracts';
import styled, { css } from 'styled-components';
import { useHappinessTypes } from '../api/get-happiness-types.ts';
import { HappinessCodeChips } from './happiness-code-chips.tsx';

/** Cells of at least 220 px, as many per row as fit (dimensions and the 32 types alike). */
const CellGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const DimensionCell = styled.li<{ $color: string }>`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
  border-top: 4px solid ${(p) => p.$color};
  background: ${colors.surface};
`;

const Letter = styled.span<{ $color: string }>`
  font-size: ${fontSizes['3xl']};
  font-weight: ${fontWeights.extrabold};
  line-height: 1;
  color: ${(p) => p.$color};
`;

const Headline = styled.h4`
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  small { display: block; font-size: ${fontSizes.xs}; color: ${colors.textSubtle}; font-weight: ${fontWeights.medium}; }
`;

const Pole = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  strong { color: ${colors.text}; }
`;

const TypeCell = styled.li<{ $mine: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  ${(p) =>
    p.$mine &&
    css`
      border: 2px solid ${colors.brand};
      background: ${colors.brandSofter};
      box-shadow: 0 0 0 4px ${colors.brandSoft};
    `}
`;

const TypeTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const TypeName = styled.h4`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
`;

/** Phones get two lines per type (32 full descriptions would be ~9000 px); the user's own type stays whole. */
const TypeDescription = styled.p<{ $clamp: boolean }>`
  font-size: ${fontSizes.xs};
  line-height: 1.5;
  color: ${colors.textMuted};
  ${(p) =>
    p.$clamp &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
      ${media.md} {
        display: block;
        -webkit-line-clamp: unset;
      }
    `}
`;

/** Known codes first in the canonical order, then anything else the service returned. */
function orderedTypes(types: HappinessTypes): HappinessType[] {
  const byCode = new Map(Object.entries(types));
  const ordered = HAPPINESS_CODES.flatMap((code) => {
    const type = byCode.get(code);
    byCode.delete(code);
    return type ? [type] : [];
  });
  return [...ordered, ...byCode.values()];
}

function ProfileTypesList({ userCode }: { userCode: string | null }) {
  const types = useHappinessTypes();
  if (types.isPending) {
    return (
      <CellGrid aria-busy="true" aria-label="Loading profile types">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <Skeleton height={112} radius="10px" />
          </li>
        ))}
      </CellGrid>
    );
  }
  if (types.isError) {
    return <QueryError title="Couldn't load the profile types" error={types.error} onRetry={() => void types.refetch()} />;
  }
  return (
    <CellGrid aria-label="Profile types">
      {orderedTypes(types.data).map((type) => {
        const mine = type.code === userCode;
        return (
          <TypeCell key={type.code} $mine={mine} aria-current={mine ? 'true' : undefined} data-code={type.code} data-testid="profile-type-card">
            <TypeTop>
              <HappinessCodeChips code={type.code} />
              {mine ? <Badge variant="brand">Your type</Badge> : null}
            </TypeTop>
            <TypeName>{type.typeName}</TypeName>
            <TypeDescription $clamp={!mine} title={type.description}>
              {type.description}
            </TypeDescription>
          </TypeCell>
        );
      })}
    </CellGrid>
  );
}

/** Framework tab: what each dimension means, then all 32 types by code with the user's own highlighted. */
export function FrameworkTab({ userCode }: { userCode: string | null }) {
  return (
    <Stack $gap={5}>
      <Card aria-labelledby="framework-dimensions-title">
        <CardHeader>
          <CardTitle id="framework-dimensions-title">The A.L.I.V.E Framework</CardTitle>
          <CardDescription>
            Five dimensions, each with two poles. Your leaning on each gives one letter of your happiness code.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CellGrid as="ol">
            {DIMENSION_EXPLANATIONS.map((explanation, index) => {
              const color = aliveLetterColors[index % aliveLetterColors.length]!;
              return (
                <DimensionCell key={explanation.key} $color={color}>
                  <Letter $color={color} aria-hidden="true">
                    {explanation.aliveLetter}
                  </Letter>
                  <Headline>
                    {explanation.headline}
                    <small>{explanation.name}</small>
                  </Headline>
                  <Pole>
                    <strong>
                      {explanation.positive.label} ({explanation.positive.letter}):
                    </strong>{' '}
                    {explanation.positive.meaning}
                  </Pole>
                  <Pole>
                    <strong>
                      {explanation.negative.label} ({explanation.negative.letter}):
                    </strong>{' '}
                    {explanation.negative.meaning}
                  </Pole>
                </DimensionCell>
              );
            })}
          </CellGrid>
        </CardContent>
      </Card>

      <Card aria-labelledby="framework-types-title">
        <CardHeader>
          <CardTitle id="framework-types-title">All 32 profile types</CardTitle>
          <CardDescription>
            {userCode ? `Your code ${userCode} is highlighted.` : 'Complete your profile to see which one is yours.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileTypesList userCode={userCode} />
        </CardContent>
      </Card>
    </Stack>
  );
}
