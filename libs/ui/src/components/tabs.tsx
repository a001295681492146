import { importUntilLoaded } from '../lazy/import-until-loaded.ts';
import { lazy, Suspense, type ReactNode } from 'react';

// Radix Tabs is fetched with the first <Tabs>, not at start-up: only profile screens use tabs, and the
// cold home screen stays within its size budget (docs/decisions.md, "Radix primitives").
type RadixTabsModule = typeof import('./radix-tabs.tsx');
let radixTabs: RadixTabsModule | null = null;
let loading: Promise<RadixTabsModule> | null = null;

function loadRadixTabs(): Promise<RadixTabsModule> {
  loading ??= importUntilLoaded(() => import(/* webpackChunkName: "ui-tabs" */ './radix-tabs.tsx')).then((module) => {
    radixTabs = module;
    return module;
  });
  return loading;
}

const RadixTabsRoot = lazy(() => loadRadixTabs().then((module) => ({ default: module.Tabs })));

/**
 * Starts loading the tabs now, for a screen that will show them once its data is in: the chunk then
 * loads beside the data instead of after it (the profile's tabs waited for it after its read).
 */
export function preloadTabs(): void {
  loadRadixTabs().catch(() => undefined);
}

/** The parts render only inside a rendered <Tabs>, by which time the module is loaded. */
function loaded(part: string): RadixTabsModule {
  if (!radixTabs) throw new Error(`<${part}> must be used inside <Tabs>`);
  return radixTabs;
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
  return (
    <Suspense fallback={null}>
      <RadixTabsRoot {...props} />
    </Suspense>
  );
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
