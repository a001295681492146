import { forwardRef, lazy, startTransition, Suspense, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { importUntilLoaded } from '../lazy/import-until-loaded.ts';
import { Chevron, selectTriggerCss } from './select-trigger.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Shown while no option is selected. */
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Form field name (Radix then renders a hidden native select for form submission). */
  name?: string;
  /** Put on the trigger, so `<label htmlFor>` names it. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  className?: string;
}

// Radix Select (with its positioning engine) is fetched on the first hover, focus or use of a select,
// not with the screen: the cold home screen, which shows the category select, stays within its size
// budget (docs/architecture.md, "Shared singletons"). Once loaded, every select renders it directly.
let radixLoaded = false;
const RadixSelectView = lazy(() =>
  importUntilLoaded(() => import(/* webpackChunkName: "ui-select" */ './radix-select.tsx')).then((module) => {
    radixLoaded = true;
    return module;
  }),
);

const PlaceholderTrigger = styled.button`${selectTriggerCss}`;

type Wake = 'hover' | 'focus' | 'open';
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Dropdown on Radix Select: a combobox trigger opening a listbox; arrow keys, Home/End, typeahead,
 * Enter/Space to choose and Escape to close, focus back on the trigger. Until Radix has loaded, an
 * identical-looking combobox stands in and hands over what the person started (focus, opening).
 * Options with an empty value are refused (product rule: "a dropdown item with an empty value is
 * refused"): an empty value would be indistinguishable from "nothing selected".
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  for (const option of props.options) {
    if (option.value === '') {
      throw new Error(`Select option "${option.label}" must have a value that is not an empty string.`);
    }
  }
  const [wake, setWake] = useState<Wake | null>(radixLoaded ? 'hover' : null);
  // A transition keeps the placeholder (and its focus) on screen while the chunk loads.
  const wakeUp = (next: Wake) => startTransition(() => setWake((current) => (current === 'open' ? current : next)));

  const { options, value, defaultValue, placeholder, invalid, disabled, className, id } = props;
  const selected = options.find((option) => option.value === (value ?? defaultValue));
  const placeholderTrigger = (
    <PlaceholderTrigger
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      aria-invalid={invalid || undefined}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      id={id}
      className={className}
      disabled={disabled}
      data-placeholder={selected ? undefined : ''}
      onPointerEnter={() => wakeUp('hover')}
      onFocus={() => wakeUp('focus')}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        wakeUp('open');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        wakeUp('open');
      }}
    >
      <span>{selected?.label ?? placeholder}</span>
      <Chevron aria-hidden="true" />
    </PlaceholderTrigger>
  );
  // The boundary exists from the start, so the transition can keep showing the placeholder.
  return (
    <Suspense fallback={placeholderTrigger}>
      {wake === null ? (
        placeholderTrigger
      ) : (
        <RadixSelectView {...props} ref={ref} initialOpen={wake === 'open'} focusOnMount={wake !== 'hover'} />
      )}
    </Suspense>
  );
});
