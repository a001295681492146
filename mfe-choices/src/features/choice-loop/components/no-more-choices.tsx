import { Button, EmptyState } from '@alive/ui';
import { ALL_CATEGORIES } from '@alive/contracts/constants';
import { categoryLabel } from '@alive/domain';
import { FlagIcon } from './icons.tsx';

export interface NoMoreChoicesProps {
  category: string;
  onShowAllCategories: () => void;
  onRefresh: () => void;
}

export const NO_MORE_CHOICES_TITLE = 'No More Choices Available';

/** What is left to suggest: another category only makes sense while one category is selected. */
export function noMoreChoicesText(category: string): string {
  return category === ALL_CATEGORIES
    ? "You've answered every choice in every category. Check back later for new choices."
    : `You've answered every choice in the ${categoryLabel(category)} category. Try another category or check back for new choices.`;
}

/** No pair left (docs/product/choices.md, Screen): "No More Choices Available" with Show All Categories and Refresh, in both cases. */
export function NoMoreChoices({ category, onShowAllCategories, onRefresh }: NoMoreChoicesProps) {
  return (
    <EmptyState
      icon={<FlagIcon size={26} />}
      title={NO_MORE_CHOICES_TITLE}
      // In the pair card, in place of the pair's h2 (headings never skip a level under the page's h1).
      titleAs="h2"
      description={noMoreChoicesText(category)}
      action={
        <>
          <Button onClick={onShowAllCategories}>Show All Categories</Button>
          <Button variant="outline" onClick={onRefresh}>
            Refresh
          </Button>
        </>
      }
    />
  );
}
