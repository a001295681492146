import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '../theme/tokens.ts';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${space[3]};
  padding: ${space[10]} ${space[5]};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${colors.brandSoft};
  color: ${colors.brand};
  font-size: 26px;
`;

const Title = styled.h3`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const Description = styled.p`
  max-width: 440px;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[2]};
  margin-top: ${space[2]};
`;

export interface EmptyStateProps {
  title: ReactNode;
  /** The title's heading level: h3 by default; h2 where the empty state is the first section under the page's h1. */
  titleAs?: 'h2' | 'h3' | 'h4';
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Nothing to show yet: a title, a helpful sentence and the next action. */
export function EmptyState({ title, titleAs = 'h3', description, icon, action, className }: EmptyStateProps) {
  return (
    <Root className={className} data-empty-state="">
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={titleAs}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Actions>{action}</Actions> : null}
    </Root>
  );
}
