import { Button, EmptyState } from '@alive/ui';
import { FlagIcon } from './icons.tsx';

export interface NoMoreChoicesProps {
  category: string;
  onShowAllCategories: () => void;
  onRefresh: () => void;
}

/** No pair left in the category (spec §2): Show All Categories and Refresh. */
export function NoMoreChoices({ category, onShowAllCategories, onRefresh }: NoMoreChoicesProps) {
  const where = category === 'all' ? 'every category' : `the ${category} category`;
  return (
    <EmptyState
      icon={<FlagIcon size={26} />}
      title="No More Choices Available"
      description={`You've answered every choice in ${where}. Try another category or check back for new choices.`}
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
