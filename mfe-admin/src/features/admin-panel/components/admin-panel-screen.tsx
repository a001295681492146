import { ScreenFrame } from '@alive/ui';
import { AdminOnly } from '../../../shared/admin-only.tsx';

export default function AdminPanelScreen() {
  return (
    <AdminOnly>
      <ScreenFrame
        eyebrow="Administration"
        title="Admin Panel"
        description="Manage choice pairs, AI recommendations and the smart engine."
        upcoming="Choice pair list with search and filters, pair creation and AI generation."
      />
    </AdminOnly>
  );
}
