import { forwardRef, useId, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, shadows, space, transitions } from '../theme/tokens.ts';

export const controlCss = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${(p) => (p.$invalid ? colors.dangerSolid : colors.borderStrong)};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  transition: border-color ${transitions.fast}, box-shadow ${transitions.fast};
  &::placeholder { color: ${colors.textSubtle}; }
  &:focus { outline: none; border-color: ${colors.brand}; box-shadow: ${shadows.focus}; }
  &:disabled { background: ${colors.surfaceMuted}; cursor: not-allowed; opacity: 0.7; }
`;

const StyledInput = styled.input<{ $invalid?: boolean }>`${controlCss}`;
const StyledTextarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlCss}
  resize: vertical;
  line-height: 1.5;
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, ...rest }, ref) {
  return <StyledInput ref={ref} $invalid={invalid} aria-invalid={invalid || undefined} {...rest} />;
});

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ invalid, ...rest }, ref) {
  return <StyledTextarea ref={ref} $invalid={invalid} aria-invalid={invalid || undefined} {...rest} />;
});

export const Label = styled.label<LabelHTMLAttributes<HTMLLabelElement>>`
  display: inline-block;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${colors.text};
`;

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`;
const Hint = styled.p<{ $error?: boolean }>`
  font-size: ${fontSizes.xs};
  color: ${(p) => (p.$error ? colors.danger : colors.textSubtle)};
`;

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Render prop receiving the id and describedby to put on the control. */
  children: (control: { id: string; 'aria-describedby'?: string; invalid: boolean }) => ReactNode;
}

/** Label + control + hint/error, wired together for assistive technology. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const message = error ?? hint;
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': message ? hintId : undefined, invalid: Boolean(error) })}
      {message ? (
        <Hint id={hintId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </Hint>
      ) : null}
    </FieldRoot>
  );
}
