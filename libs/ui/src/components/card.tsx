import styled, { css } from 'styled-components';
import { colors, fontSizes, fontWeights, media, radii, shadows, space } from '../theme/tokens.ts';

export const Card = styled.section<{ $interactive?: boolean; $padded?: boolean; $tone?: 'default' | 'brand' | 'muted' }>`
  background: ${(p) => (p.$tone === 'brand' ? colors.brandSofter : p.$tone === 'muted' ? colors.surfaceMuted : colors.surface)};
  border: 1px solid ${(p) => (p.$tone === 'brand' ? colors.brandSoft : colors.border)};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  padding: ${(p) => (p.$padded ? space[5] : '0')};
  min-width: 0;
  ${media.md} { padding: ${(p) => (p.$padded ? space[6] : '0')}; }
  ${(p) =>
    p.$interactive &&
    css`
      transition: box-shadow 160ms ease, transform 160ms ease;
      &:hover { box-shadow: ${shadows.md}; transform: translateY(-1px); }
    `}
`;

export const CardHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[5]} ${space[5]} 0;
  ${media.md} { padding: ${space[6]} ${space[6]} 0; }
`;

export const CardTitle = styled.h3`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  color: ${colors.text};
  letter-spacing: -0.01em;
`;

export const CardDescription = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export const CardContent = styled.div`
  padding: ${space[4]} ${space[5]} ${space[5]};
  ${media.md} { padding: ${space[4]} ${space[6]} ${space[6]}; }
`;
