import * as RadixTabs from '@radix-ui/react-tabs';
import { startTransition, useState, type ReactNode } from 'react';
import type { TabsListProps, TabsProps } from './tabs.tsx';
import styled, { css } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, shadows, space, transitions } from '../theme/tokens.ts';

/** `Tabs` and its parts on Radix Tabs (see tabs.tsx); loaded with the first `<Tabs>`. */
export function Tabs({ value, defaultValue, onValueChange, children, className }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  // A tab's panel can be a screen's worth of rendering: as a transition it renders in slices after the
  // tap has painted, instead of one task that holds a phone's main thread (docs/architecture.md,
  // "Shared singletons": arriving data renders in slices).
  const select = (next: string) =>
    startTransition(() => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    });
  return (
    <RadixTabs.Root value={value ?? own} onValueChange={select} className={className}>
      {children}
    </RadixTabs.Root>
  );
}

// Wrapping (TabList): tabs that do not fit go onto further rows and long labels break (even one long
// word), instead of the last tabs scrolling out of sight or widening the page on a phone.
const wrapping = css`
  flex-wrap: wrap;
  overflow-x: visible;
  max-width: 100%;
  & > [role='tab'] { min-width: 0; max-width: 100%; white-space: normal; overflow-wrap: anywhere; text-align: center; line-height: 1.25; }
`;

const List = styled(RadixTabs.List)<{ $wrap?: boolean }>`
  display: flex;
  gap: ${space[1]};
  padding: ${space[1]};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  ${(p) => (p.$wrap ? wrapping : '')}
`;

export function TabsList({ children, 'aria-label': ariaLabel, className, wrap }: TabsListProps) {
  return (
    <List aria-label={ariaLabel} className={className} $wrap={wrap} loop>
      {children}
    </List>
  );
}

const Trigger = styled(RadixTabs.Trigger)`
  flex: 1 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 14px;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${transitions.fast}, color ${transitions.fast};
  &[data-state='active'] { background: ${colors.surface}; color: ${colors.text}; box-shadow: ${shadows.sm}; }
  &:hover:not(:disabled) { color: ${colors.text}; }
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export function TabsTrigger({ value, children, disabled }: { value: string; children: ReactNode; disabled?: boolean }) {
  return (
    <Trigger value={value} disabled={disabled}>
      {children}
    </Trigger>
  );
}

const Panel = styled(RadixTabs.Content)`
  padding-top: ${space[5]};
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; border-radius: ${radii.sm}; }
`;

export function TabsContent({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <Panel value={value} className={className}>
      {children}
    </Panel>
  );
}
