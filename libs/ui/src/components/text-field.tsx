import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, shadows, space } from '../theme/tokens.ts';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`;

const Label = styled.label`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${colors.text};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  font: inherit;
  font-size: ${fontSizes.md};
  color: ${colors.text};
  background: ${colors.surface};
  border: 1px solid ${(p) => (p.$invalid ? colors.danger : colors.borderStrong)};
  border-radius: ${radii.md};
  padding: ${space[2]} ${space[3]};
  &:focus-visible {
    outline: none;
    box-shadow: ${shadows.focus};
    border-color: ${colors.brand};
  }
  &:disabled {
    background: ${colors.surfaceMuted};
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
`;

const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${(p) => (p.$error ? colors.danger : colors.textMuted)};
`;

interface FieldProps {
  label: ReactNode;
  /** Shown under the control in red, and the control marked invalid. */
  error?: string | null;
  /** Shown under the control when there is no error. */
  hint?: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <Root>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <Message $error role="alert" id={`${id}-message`}>
          {error}
        </Message>
      ) : hint ? (
        <Message $error={false} id={`${id}-message`}>
          {hint}
        </Message>
      ) : null}
    </Root>
  );
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A labelled text input with its error or hint, announced to assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...input }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <Input ref={ref} id={fieldId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error || hint ? `${fieldId}-message` : undefined} {...input} />
    </FieldFrame>
  );
});

export type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/** A labelled multi-line input with its error or hint. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, id, ...textarea }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <Textarea ref={ref} id={fieldId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error || hint ? `${fieldId}-message` : undefined} {...textarea} />
    </FieldFrame>
  );
});
