import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonLook, type ButtonSize, type ButtonVariant } from './button.tsx';

/** What the design system needs of a router's link component (react-router-dom's `Link` fits). */
export type RouterLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export interface RouterLinkButtonProps {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/**
 * An in-app navigation (no page reload, through the shell's router) that looks like a button.
 * The design system does not import the router (like `buttonLook`, see button.tsx): an app passes its
 * router's `Link` once, `export const RouterLinkButton = createRouterLinkButton(Link)`.
 */
export function createRouterLinkButton(Link: RouterLinkComponent) {
  const StyledLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize }>`
    ${(p) => buttonLook({ variant: p.$variant, size: p.$size })}
  `;
  return function RouterLinkButton({ to, variant = 'primary', size = 'md', children }: RouterLinkButtonProps) {
    return (
      <StyledLink to={to} $variant={variant} $size={size}>
        {children}
      </StyledLink>
    );
  };
}
