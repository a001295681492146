import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '../theme/tokens.ts';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const palette: Record<AlertVariant, { bg: string; fg: string; border: string; icon: string }> = {
  info: { bg: colors.infoSoft, fg: colors.info, border: '#bfdbfe', icon: 'ℹ' },
  success: { bg: colors.successSoft, fg: colors.success, border: '#bbf7d0', icon: '✓' },
  warning: { bg: colors.warningSoft, fg: colors.warning, border: '#fde68a', icon: '!' },
  danger: { bg: colors.dangerSoft, fg: colors.danger, border: '#fecaca', icon: '!' },
};

const Root = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: ${space[3]};
  padding: ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid ${(p) => palette[p.$variant].border};
  background: ${(p) => palette[p.$variant].bg};
  color: ${(p) => palette[p.$variant].fg};
`;

const Icon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 1.5px solid currentColor;
  font-size: 12px;
  font-weight: ${fontWeights.bold};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
  flex: 1;
  font-size: ${fontSizes.sm};
`;

const Title = styled.p`
  font-weight: ${fontWeights.semibold};
`;

const Action = styled.div`
  flex: none;
  align-self: center;
`;

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** An inline message. Danger/warning alerts are announced (role="alert"); others are status. */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  return (
    <Root $variant={variant} role={variant === 'danger' || variant === 'warning' ? 'alert' : 'status'} className={className}>
      <Icon aria-hidden="true">{palette[variant].icon}</Icon>
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children ? <div>{children}</div> : null}
      </Body>
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
