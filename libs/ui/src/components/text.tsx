import styled from 'styled-components';
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts';

const TONES = { default: colors.text, muted: colors.textMuted, subtle: colors.textSubtle } as const;

/**
 * A paragraph in the type scale: `$size`, `$tone` (muted for secondary text, subtle for hints) and
 * `$weight`; what is not set is inherited. `as="span"` for inline text.
 */
export const Text = styled.p<{ $size?: keyof typeof fontSizes; $tone?: keyof typeof TONES; $weight?: keyof typeof fontWeights }>`
  margin: 0;
  ${(p) => (p.$size ? `font-size: ${fontSizes[p.$size]};` : '')}
  ${(p) => (p.$weight ? `font-weight: ${fontWeights[p.$weight]};` : '')}
  ${(p) => (p.$tone ? `color: ${TONES[p.$tone]};` : '')}
`;
