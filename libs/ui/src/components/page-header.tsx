import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, media, space } from '../theme/tokens.ts';

const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  margin-bottom: ${space[6]};
  ${media.md} { flex-direction: row; align-items: flex-end; justify-content: space-between; margin-bottom: ${space[8]}; }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-width: 0;
`;

/** The small upper-case brand line above a heading. */
export const Eyebrow = styled.p`
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.brand};
`;

const Title = styled.h1`
  font-size: ${fontSizes['2xl']};
  font-weight: ${fontWeights.extrabold};
  letter-spacing: -0.02em;
  color: ${colors.text};
  ${media.md} { font-size: ${fontSizes['3xl']}; }
`;

const Description = styled.p`
  max-width: 680px;
  font-size: ${fontSizes.md};
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  flex: none;
`;

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Buttons/badges on the right (below the title on mobile). */
  actions?: ReactNode;
  className?: string;
}

/** The screen's h1 with a short description. Every screen starts with one. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <Root className={className}>
      <Text>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Text>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
