import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { colors } from '../theme/tokens.ts';
import { controlCss } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const Wrapper = styled.div`
  position: relative;
  width: 100%;
  &::after {
    content: '';
    position: absolute;
    right: 14px;
    top: 50%;
    width: 8px;
    height: 8px;
    border-right: 2px solid ${colors.textMuted};
    border-bottom: 2px solid ${colors.textMuted};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlCss}
  appearance: none;
  padding-right: 36px;
  cursor: pointer;
`;

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  options: readonly SelectOption[];
  value?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  onChange?: SelectHTMLAttributes<HTMLSelectElement>['onChange'];
  placeholder?: string;
  invalid?: boolean;
}

/**
 * A native select (keyboard, screen readers and mobile pickers for free), styled.
 * Options with an empty value are refused (spec section 5: "A dropdown item with an empty value is
 * refused"): an empty value would be indistinguishable from "nothing selected".
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, onValueChange, onChange, placeholder, invalid, className, ...rest },
  ref,
) {
  for (const option of options) {
    if (option.value === '') {
      throw new Error(`Select option "${option.label}" must have a value that is not an empty string.`);
    }
  }
  return (
    <Wrapper className={className}>
      <StyledSelect
        ref={ref}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...rest}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </Wrapper>
  );
});
