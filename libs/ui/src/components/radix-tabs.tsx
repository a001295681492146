import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, startTransition, useContext, useId, useState, type ReactNode } from 'react';
import type { TabsListProps, TabsProps } from './tabs.tsx';
import styled, { css } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, shadows, space, transitions } from '../theme/tokens.ts';

/**
 * The open tab and the ids that tie each tab to its panel. The panel is this module's own, not Radix's
 * Content: Radix wraps a panel in Presence, which reads the panel's computed style as it mounts (for an
 * exit animation the tabs never have) and so makes the browser work out the style of the whole new
 * screen inside React's commit, one long task on a phone (docs/performance.md, "Phones: Lighthouse
 * mobile"). Radix keeps the tabs' keyboard and roving focus; the tabs get the ids given here.
 */
const TabsState = createContext<{ selected: string | undefined; idOf: (part: 'tab' | 'panel', value: string) => string } | null>(null);

function useTabsState(part: string) {
  const state = useContext(TabsState);
  if (!state) throw new Error(`<${part}> must be used inside <Tabs>`);
  return state;
}

/** `Tabs` and its parts on Radix Tabs (see tabs.tsx); loaded with the first `<Tabs>`. */
export function Tabs({ value, defaultValue, onValueChange, children, className }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const selected = value ?? own;
  // A tab's panel can be a screen's worth of rendering: as a transition it renders in slices after the
  // tap has painted, instead of one task that holds a phone's main thread (docs/architecture.md,
  // "Shared singletons": arriving data renders in slices).
  const select = (next: string) =>
    startTransition(() => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    });
  // Values are the callers' own words: encoded, so an id stays one token whatever a value holds.
  const idOf = (part: 'tab' | 'panel', of: string) => `${baseId}-${part}-${encodeURIComponent(of).replace(/%/g, '_')}`;
  return (
    <TabsState.Provider value={{ selected, idOf }}>
      <RadixTabs.Root value={selected} onValueChange={select} className={className}>
        {children}
      </RadixTabs.Root>
    </TabsState.Provider>
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
  const { idOf } = useTabsState('TabsTrigger');
  return (
    <Trigger value={value} disabled={disabled} id={idOf('tab', value)} aria-controls={idOf('panel', value)}>
      {children}
    </Trigger>
  );
}

const Panel = styled.div`
  padding-top: ${space[5]};
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; border-radius: ${radii.sm}; }
`;

/** The open tab's panel, as Radix's own would be (role, ids, focusable, `data-state`); the others are not mounted. */
export function TabsContent({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const { selected, idOf } = useTabsState('TabsContent');
  if (value !== selected) return null;
  return (
    <Panel role="tabpanel" id={idOf('panel', value)} aria-labelledby={idOf('tab', value)} tabIndex={0} data-state="active" data-orientation="horizontal" className={className}>
      {children}
    </Panel>
  );
}
