import { Badge, Button, VisuallyHidden } from '@alive/ui';
import { ClampedText } from '@alive/ui/clamped-text';
import { categoryLabel } from '@alive/domain';
import type { MyListItem } from '@alive/contracts';
import { useId } from 'react';
import { BadgeRow, CardActions, ItemCard, ItemText, ItemTitle, DESCRIPTION_LINES_ON_A_PHONE } from '../../../shared/components/card-parts.tsx';
import { stateLabels } from './my-list-filters.ts';

/** One item of My list: what it is, what the person said of it, and Remove. */
export function MyListCard({ item, removing, onRemove }: { item: MyListItem; removing: boolean; onRemove: () => void }) {
  const titleId = useId();
  return (
    <ItemCard aria-labelledby={titleId} data-testid="my-list-card">
      <ItemTitle as="h2" id={titleId}>{item.title}</ItemTitle>
      <BadgeRow>
        <Badge variant="outline">{categoryLabel(item.category)}</Badge>
        {stateLabels(item).map((label) => (
          <Badge key={label} variant={label === 'Not for me' ? 'neutral' : 'brand'}>
            {label}
          </Badge>
        ))}
      </BadgeRow>
      <ClampedText lines={DESCRIPTION_LINES_ON_A_PHONE}>
        <ItemText>{item.description}</ItemText>
      </ClampedText>
      <CardActions>
        <Button size="sm" variant="outline" onClick={onRemove} aria-busy={removing || undefined}>
          Remove<VisuallyHidden> {item.title}</VisuallyHidden>
        </Button>
      </CardActions>
    </ItemCard>
  );
}
