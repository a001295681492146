import { ScreenFrame } from '@alive/ui';
import { AdminOnly } from '../../../shared/admin-only.tsx';

export default function SmartChoicePairsScreen() {
  return (
    <AdminOnly>
      <ScreenFrame
        eyebrow="Administration"
        title="Smart Choice Pair Engine"
        description="Generate, evaluate and add high-quality choice pairs."
        upcoming="Generation by category, quality evaluation and pair analytics."
      />
    </AdminOnly>
  );
}
