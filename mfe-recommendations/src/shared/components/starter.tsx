import { Badge, colors, fontSizes, radii, space } from '@alive/ui';
import { CompassIcon } from '@alive/ui/icons';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * Starter picks (docs/product/recommendations.md, Starter picks): before the person's first choice a
 * match figure would be the same guess on every card, so the cards say "Starter pick" instead and the
 * screen says once where matches come from.
 */
export const STARTER_PICK = 'Starter pick';

export function StarterBadge() {
  return (
    <Badge variant="neutral" data-testid="starter-badge">
      {STARTER_PICK}
    </Badge>
  );
}

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  svg { flex: none; color: ${colors.brand}; }
  a { color: ${colors.brand}; font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }
`;

/** The one line a screen of starter picks shows above them. */
export function StarterNote() {
  return (
    <Note data-testid="starter-note">
      <CompassIcon size={16} aria-hidden="true" />
      <span>
        Matches appear after your first choices — <Link to="/">make a few on the home screen</Link>.
      </span>
    </Note>
  );
}
