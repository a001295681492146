import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, radii, space } from '../theme/tokens.ts';
import { Badge } from './badge.tsx';
import { LineIcon } from './line-icon.tsx';

/**
 * Starter picks (docs/product/recommendations.md, Starter picks; docs/product/groups.md): while a list
 * rests on no choices, a match figure would be the same guess on every card, so the cards say "Starter
 * pick" instead and the screen says once, above them, where matches come from. One look for the
 * personal screens and the group screen.
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

/** The one line a screen of starter picks shows above them; the screen words it (a link to `/` in it). */
export function StarterNote({ children }: { children: ReactNode }) {
  return (
    <Note data-testid="starter-note">
      {/* The compass of @alive/ui/icons, drawn here: that entry is not part of this shared one. */}
      <LineIcon size={16}>
        <circle cx="12" cy="12" r="10" />
        <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z" />
      </LineIcon>
      <span>{children}</span>
    </Note>
  );
}
