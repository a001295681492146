import { ScreenFrame } from '@alive/ui';
import { AdminOnly } from '../../../shared/admin-only.tsx';

export default function ContentManagementScreen() {
  return (
    <AdminOnly>
      <ScreenFrame
        eyebrow="Administration"
        title="Content Classification Management"
        description="Classify movies, TV shows and books on the five A.L.I.V.E dimensions."
        upcoming="Content library with search and type filter, bulk add, and classification analytics."
      />
    </AdminOnly>
  );
}
