import * as RadixSelect from '@radix-ui/react-select';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, radii, shadows, space, zIndices } from '../theme/tokens.ts';
import type { SelectProps } from './select.tsx';
import { Chevron, selectTriggerCss } from './select-trigger.ts';

const Trigger = styled(RadixSelect.Trigger)`${selectTriggerCss}`;

const Content = styled(RadixSelect.Content)`
  z-index: ${zIndices.dialog + 1};
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  box-shadow: ${shadows.lg};
`;

const Item = styled(RadixSelect.Item)`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 36px;
  padding: 6px 12px 6px 32px;
  border-radius: ${radii.sm};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] { background: ${colors.brandSoft}; }
  &[data-disabled] { color: ${colors.textSubtle}; cursor: not-allowed; }
`;

const Check = styled(RadixSelect.ItemIndicator)`
  position: absolute;
  left: 12px;
  width: 10px;
  height: 6px;
  margin-top: -3px;
  border-left: 2px solid ${colors.brand};
  border-bottom: 2px solid ${colors.brand};
  transform: rotate(-45deg);
`;

export interface RadixSelectViewProps extends SelectProps {
  /** Open at once: the person already clicked or pressed a key on the placeholder trigger. */
  initialOpen?: boolean;
  /** Take focus at once: the placeholder trigger had it. */
  focusOnMount?: boolean;
}

/** `Select` on Radix Select (see select.tsx); loaded when a select is first hovered, focused or used. */
const RadixSelectView = forwardRef<HTMLButtonElement, RadixSelectViewProps>(function RadixSelectView(
  { options, value, defaultValue, onValueChange, placeholder, invalid, disabled, required, name, className, initialOpen, focusOnMount, ...triggerProps },
  ref,
) {
  const trigger = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => trigger.current!, []);
  useEffect(() => {
    if (focusOnMount && !initialOpen) trigger.current?.focus();
  }, [focusOnMount, initialOpen]);
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      defaultOpen={initialOpen}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
    >
      <Trigger ref={trigger} className={className} aria-invalid={invalid || undefined} {...triggerProps}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon asChild>
          <Chevron aria-hidden="true" />
        </RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal>
        <Content position="popper" sideOffset={4} collisionPadding={8}>
          <RadixSelect.Viewport style={{ padding: space[1] }}>
            {options.map((option) => (
              <Item key={option.value} value={option.value} disabled={option.disabled}>
                <Check />
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </Item>
            ))}
          </RadixSelect.Viewport>
        </Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});

export default RadixSelectView;
