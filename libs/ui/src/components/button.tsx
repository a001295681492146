import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, shadows, transitions } from '../theme/tokens.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.brand};
    color: ${colors.textInverse};
    box-shadow: ${shadows.sm};
    &:hover:not(:disabled) { background: ${colors.brandHover}; }
    &:active:not(:disabled) { background: ${colors.brandActive}; }
  `,
  secondary: css`
    background: ${colors.brandSoft};
    color: ${colors.brandActive};
    &:hover:not(:disabled) { background: #e2ddff; }
  `,
  outline: css`
    background: ${colors.surface};
    color: ${colors.text};
    border-color: ${colors.borderStrong};
    &:hover:not(:disabled) { background: ${colors.surfaceMuted}; border-color: ${colors.brand}; }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.textMuted};
    &:hover:not(:disabled) { background: ${colors.surfaceMuted}; color: ${colors.text}; }
  `,
  destructive: css`
    background: ${colors.danger};
    color: ${colors.textInverse};
    &:hover:not(:disabled) { background: #991b1b; }
  `,
  link: css`
    background: transparent;
    color: ${colors.brand};
    padding-left: 0;
    padding-right: 0;
    &:hover:not(:disabled) { text-decoration: underline; }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`height: 32px; padding: 0 12px; font-size: ${fontSizes.sm};`,
  md: css`height: 40px; padding: 0 16px; font-size: ${fontSizes.sm};`,
  lg: css`height: 48px; padding: 0 24px; font-size: ${fontSizes.md};`,
  icon: css`height: 40px; width: 40px; padding: 0;`,
};

function look(variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    width: ${fullWidth ? '100%' : 'auto'};
    border: 1px solid transparent;
    border-radius: ${radii.md};
    font-weight: ${fontWeights.semibold};
    line-height: 1;
    white-space: nowrap;
    text-decoration: none;
    cursor: pointer;
    user-select: none;
    transition: background ${transitions.fast}, border-color ${transitions.fast}, color ${transitions.fast},
      box-shadow ${transitions.fast};
    ${variantStyles[variant]}
    ${sizeStyles[size]}
    &:focus-visible { outline: none; box-shadow: ${shadows.focus}; }
    &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  `;
}

const buttonStyles = css<StyleProps>`
  ${(p) => look(p.$variant, p.$size, p.$fullWidth)}
`;

const StyledButton = styled.button<StyleProps>`${buttonStyles}`;
const StyledAnchor = styled.a<StyleProps>`${buttonStyles}`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon shown before the label (hidden while loading). */
  icon?: ReactNode;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, CommonProps {
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /** Label announced while loading (defaults to the children). */
  loadingText?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, loading = false, loadingText, icon, disabled, children, type = 'button', ...rest },
  ref,
) {
  const spinnerColor = variant === 'primary' || variant === 'destructive' ? colors.textInverse : colors.brand;
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" color={spinnerColor} label="Loading" /> : icon}
      {loading && loadingText !== undefined ? loadingText : children}
    </StyledButton>
  );
});

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement>, CommonProps {
  href: string;
}

/** A link styled as a button, e.g. the full-page navigations to `/api/login` and `/api/logout`. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant = 'primary', size = 'md', fullWidth = false, icon, children, ...rest },
  ref,
) {
  return (
    <StyledAnchor ref={ref} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {icon}
      {children}
    </StyledAnchor>
  );
});

/**
 * Fixed button styles for any element, e.g. a react-router link that navigates without a reload:
 * `const HomeLink = styled(Link)\`${buttonLook({ variant: 'primary' })}\``.
 */
export function buttonLook({ variant = 'primary', size = 'md', fullWidth = false }: Omit<CommonProps, 'icon'> = {}) {
  return look(variant, size, fullWidth);
}
