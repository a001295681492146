import { buttonLook, type ButtonSize } from '@alive/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Primary = styled(Link)<{ $size: ButtonSize }>`${(p) => buttonLook({ variant: 'primary', size: p.$size })}`;
const Outline = styled(Link)<{ $size: ButtonSize }>`${(p) => buttonLook({ variant: 'outline', size: p.$size })}`;

const BY_VARIANT = { primary: Primary, outline: Outline } as const;

export interface RouterLinkButtonProps {
  to: string;
  variant?: keyof typeof BY_VARIANT;
  size?: ButtonSize;
  children: ReactNode;
}

/** An in-app navigation (no page reload, through the shell's router) that looks like a button. */
export function RouterLinkButton({ to, variant = 'primary', size = 'md', children }: RouterLinkButtonProps) {
  const Component = BY_VARIANT[variant];
  return (
    <Component to={to} $size={size}>
      {children}
    </Component>
  );
}
