import { TabsList, type TabsListProps } from './tabs.tsx';

/**
 * The tab strip of a screen: when its tabs do not fit (six tabs on a 375 px phone) they wrap onto
 * further rows and long labels break over two lines, instead of the last ones scrolling out of sight.
 * Same props and keyboard as `TabsList`; the look comes with Radix Tabs (radix-tabs.tsx).
 */
export function TabList(props: Omit<TabsListProps, 'wrap'>) {
  return <TabsList {...props} wrap />;
}
