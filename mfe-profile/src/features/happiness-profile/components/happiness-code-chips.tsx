import { aliveLetterColors, colors, fontSizes, fontWeights, media, radii } from '@alive/ui';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  gap: 6px;
`;

const Chip = styled.span<{ $color: string; $size: 'md' | 'lg' }>`
  display: grid;
  place-items: center;
  width: ${(p) => (p.$size === 'lg' ? '40px' : '28px')};
  height: ${(p) => (p.$size === 'lg' ? '44px' : '30px')};
  border-radius: ${radii.sm};
  background: ${(p) => p.$color};
  color: ${colors.textInverse};
  font-size: ${(p) => (p.$size === 'lg' ? fontSizes.xl : fontSizes.sm)};
  font-weight: ${fontWeights.extrabold};
  letter-spacing: 0;
  ${media.md} {
    width: ${(p) => (p.$size === 'lg' ? '48px' : '28px')};
    height: ${(p) => (p.$size === 'lg' ? '52px' : '30px')};
    font-size: ${(p) => (p.$size === 'lg' ? fontSizes['2xl'] : fontSizes.sm)};
  }
`;

/** The five-letter happiness code, one colour per A.L.I.V.E position; read as the whole code. */
export function HappinessCodeChips({ code, size = 'md' }: { code: string; size?: 'md' | 'lg' }) {
  return (
    <Row role="img" aria-label={`Happiness code ${code}`}>
      {code.split('').map((letter, index) => (
        <Chip key={index} aria-hidden="true" $size={size} $color={aliveLetterColors[index % aliveLetterColors.length]!}>
          {letter}
        </Chip>
      ))}
    </Row>
  );
}
