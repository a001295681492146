import styled from 'styled-components';
import { colors, fontSizes } from '../theme/tokens.ts';

/**
 * The one line of help beside a figure, saying what it measures (docs/product/profile.md, Decision —
 * one definition per figure). Muted, small, and always visible: a figure on a phone has no hover.
 */
export const FigureHelp = styled.p`
  font-size: ${fontSizes.xs};
  line-height: 1.45;
  color: ${colors.textMuted};
`;

/** The help of the Choices made figure, worded once for every app that shows it. */
export function choicesMadeHelp(target: number): string {
  return `Each A.L.I.V.E Choice you make counts once, toward the ${target} that make a full profile.`;
}

export interface ChoicesMadeHelpProps {
  /** The figure's target (`choicesMade(n).target` of @alive/domain). */
  target: number;
  id?: string;
  className?: string;
}

/**
 * Help of "Choices made", the count of choices toward the target: the home screen's progress card, the
 * profile screen and the Preference Dashboard show it, so the words live here once.
 */
export function ChoicesMadeHelp({ target, id, className }: ChoicesMadeHelpProps) {
  return (
    <FigureHelp id={id} className={className} data-figure-help="choices-made">
      {choicesMadeHelp(target)}
    </FigureHelp>
  );
}
