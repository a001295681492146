import { createContext, useCallback, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, shadows, space, transitions } from '../theme/tokens.ts';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error(`<${component}> must be used inside <Tabs>`);
  return ctx;
}

const safeId = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, '-');

export interface TabsProps {
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs: `<Tabs defaultValue="a"><TabsList aria-label=".."><TabsTrigger value="a">A</TabsTrigger>
 * </TabsList><TabsContent value="a">..</TabsContent></Tabs>`. Arrow keys, Home and End move between tabs.
 */
export function Tabs({ value, defaultValue = '', onValueChange, children, className }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const List = styled.div`
  display: flex;
  gap: ${space[1]};
  padding: ${space[1]};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

export function TabsList({ children, 'aria-label': ariaLabel, className }: { children: ReactNode; 'aria-label'?: string; className?: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []);
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <List ref={listRef} role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown} className={className}>
      {children}
    </List>
  );
}

const Trigger = styled.button<{ $active: boolean }>`
  flex: 1 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 14px;
  border: 0;
  border-radius: ${radii.sm};
  background: ${(p) => (p.$active ? colors.surface : 'transparent')};
  color: ${(p) => (p.$active ? colors.text : colors.textMuted)};
  box-shadow: ${(p) => (p.$active ? shadows.sm : 'none')};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${transitions.fast}, color ${transitions.fast};
  &:hover:not(:disabled) { color: ${colors.text}; }
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export function TabsTrigger({ value, children, disabled }: { value: string; children: ReactNode; disabled?: boolean }) {
  const ctx = useTabsContext('TabsTrigger');
  const active = ctx.value === value;
  return (
    <Trigger
      type="button"
      role="tab"
      id={`${ctx.baseId}-tab-${safeId(value)}`}
      aria-selected={active}
      aria-controls={`${ctx.baseId}-panel-${safeId(value)}`}
      tabIndex={active ? 0 : -1}
      $active={active}
      disabled={disabled}
      onClick={() => ctx.select(value)}
    >
      {children}
    </Trigger>
  );
}

const Panel = styled.div`
  padding-top: ${space[5]};
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; border-radius: ${radii.sm}; }
`;

/** Only the selected panel is mounted (inactive panels make no server calls). */
export function TabsContent({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const ctx = useTabsContext('TabsContent');
  if (ctx.value !== value) return null;
  return (
    <Panel
      role="tabpanel"
      id={`${ctx.baseId}-panel-${safeId(value)}`}
      aria-labelledby={`${ctx.baseId}-tab-${safeId(value)}`}
      tabIndex={0}
      className={className}
    >
      {children}
    </Panel>
  );
}
