import { PageHeader, ScreenPage } from '@alive/ui';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { SmartEnginePanel } from './smart-engine-panel.tsx';

export default function SmartChoicePairsScreen() {
  return (
    <AdminOnly description="This Smart Choice Pairs engine is only available to administrators.">
      <ScreenPage>
        <PageHeader eyebrow="Administration" title="Smart Choice Pair Engine" description="Generate, evaluate and add high-quality choice pairs." />
        <SmartEnginePanel />
      </ScreenPage>
    </AdminOnly>
  );
}
