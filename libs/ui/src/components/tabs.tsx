import { lazyPart } from '../lazy/lazy-part.ts';
import type { ReactNode } from 'react';

// Radix Tabs is fetched with the first <Tabs>, not at start-up: only profile screens use tabs, and the
// cold home screen stays within its size budget (docs/decisions.md, "Radix primitives").
type RadixTabsModule = typeof import('./radix-tabs.tsx');
const radixTabs = lazyPart<RadixTabsModule>(() => import(/* webpackChunkName: "ui-tabs" */ './radix-tabs.tsx'));

/**
 * Starts loading the tabs and tells whether they have loaded, for a screen that shows its data in tabs:
 * it keeps its skeleton until both are in, and the chunk loads beside the data instead of after it
 * (the profile: docs/performance.md, "First paint"). Without it, data that came first showed with an
 * empty space where the tabs were still to come.
 */
export function useTabsLoaded(): boolean {
  return radixTabs.useModule() !== null;
}

/**
 * Loads the tabs' code, for a screen whose first render with its data shows tabs: awaited before the
 * screen renders (its exposed module's `ready`, docs/architecture.md, "First paint"), the screen shows
 * its data and tabs in its first frame, as the picture of it in the document did.
 */
export function loadTabs(): Promise<unknown> {
  return radixTabs.load();
}

/** The parts render only inside a rendered <Tabs>, by which time the module is loaded. */
function loaded(part: string): RadixTabsModule {
  const module = radixTabs.loaded();
  if (!module) throw new Error(`<${part}> must be used inside <Tabs>`);
  return module;
}

export interface TabsProps {
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs on Radix: `<Tabs defaultValue="a"><TabsList aria-label=".."><TabsTrigger value="a">A</TabsTrigger>
 * </TabsList><TabsContent value="a">..</TabsContent></Tabs>`. Arrow keys (wrapping), Home and End move between
 * tabs and select them (automatic activation); only the selected tab is in the Tab order.
 */
export function Tabs(props: TabsProps) {
  const module = radixTabs.useModule();
  return module ? <module.Tabs {...props} /> : null;
}

export interface TabsListProps {
  children: ReactNode;
  'aria-label'?: string;
  className?: string;
  /** Tabs that do not fit wrap onto further rows instead of scrolling (see TabList). */
  wrap?: boolean;
}

export function TabsList(props: TabsListProps) {
  const { TabsList: List } = loaded('TabsList');
  return <List {...props} />;
}

export function TabsTrigger(props: { value: string; children: ReactNode; disabled?: boolean }) {
  const { TabsTrigger: Trigger } = loaded('TabsTrigger');
  return <Trigger {...props} />;
}

/** Only the selected panel is mounted (Radix unmounts the others), so inactive panels make no server calls. */
export function TabsContent(props: { value: string; children: ReactNode; className?: string }) {
  const { TabsContent: Content } = loaded('TabsContent');
  return <Content {...props} />;
}
