import { StarterNote as StarterLine } from '@alive/ui';
import { Link } from 'react-router-dom';

/**
 * Starter picks (docs/product/recommendations.md, Starter picks): the cards show @alive/ui's
 * StarterBadge instead of a match figure, and the screen says once where matches come from.
 */
export { STARTER_PICK, StarterBadge } from '@alive/ui';

/** The one line a screen of starter picks shows above them. */
export function StarterNote() {
  return (
    <StarterLine>
      Matches appear after your first choices — <Link to="/">make a few on the home screen</Link>.
    </StarterLine>
  );
}
