import { PageHeader, ScreenPage, Tabs, TabsContent, TabList, TabsTrigger } from '@alive/ui';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { ContentAnalyticsTab } from './content-analytics-tab.tsx';
import { ContentLibraryTab } from './content-library-tab.tsx';

export default function ContentManagementScreen() {
  return (
    <AdminOnly>
      <ScreenPage>
        <PageHeader eyebrow="Administration" title="Content Classification Management" description="The films, series and books enhanced recommendations draw on, and how each leans." />
        <Tabs defaultValue="library">
          <TabList aria-label="Content management">
            <TabsTrigger value="library">Content Library</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
          </TabList>
          <TabsContent value="library">
            <ContentLibraryTab />
          </TabsContent>
          <TabsContent value="analytics">
            <ContentAnalyticsTab />
          </TabsContent>
        </Tabs>
      </ScreenPage>
    </AdminOnly>
  );
}
