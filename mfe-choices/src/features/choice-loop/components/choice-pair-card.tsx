import styled from 'styled-components';
import { Badge, Button, colors, fontSizes, fontWeights, media, radii, space } from '@alive/ui';
import type { ChoicePair, SelectedOption } from '@alive/contracts';
import { categoryLabel } from '@alive/domain';
import { OptionButton } from './option-button.tsx';

const Options = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: stretch;
  gap: ${space[2]};
  ${media.sm} { grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); gap: ${space[3]}; }
`;

const Or = styled.span`
  align-self: center;
  justify-self: center;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  ${media.sm} { width: 36px; height: 36px; }
  background: ${colors.surfaceMuted};
  color: ${colors.textSubtle};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  text-transform: uppercase;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  margin-bottom: ${space[3]};
  ${media.sm} { margin-bottom: ${space[4]}; }
`;

const Prompt = styled.h2`
  font-size: ${fontSizes.lg};
  ${media.sm} { font-size: ${fontSizes.xl}; }
  font-weight: ${fontWeights.bold};
  letter-spacing: -0.01em;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  margin-top: ${space[4]};
  padding-top: ${space[4]};
  border-top: 1px solid ${colors.border};
  border-radius: 0 0 ${radii.lg} ${radii.lg};
`;

const Hint = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textSubtle};
`;

/** Shown from the small breakpoint up: a phone has no keyboard to use them with. */
const Keys = styled.p`
  display: none;
  margin-top: ${space[1]};
  font-size: ${fontSizes.xs};
  color: ${colors.textSubtle};
  ${media.sm} { display: block; }
  kbd {
    padding: 0 ${space[1]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    font-family: inherit;
  }
`;

export interface ChoicePairCardProps {
  pair: ChoicePair;
  /** Option buttons are disabled while a submit is pending (docs/product/choices.md, Choice flow). */
  submitting: boolean;
  onChoose: (selected: SelectedOption) => void;
  onSkip: () => void;
}

/** The current pair: two option buttons with up to 3 tag labels each, and "Skip this choice". */
export function ChoicePairCard({ pair, submitting, onChoose, onSkip }: ChoicePairCardProps) {
  return (
    <div>
      <Header>
        <Prompt>Which do you prefer?</Prompt>
        <Badge variant="brand">{categoryLabel(pair.category)}</Badge>
      </Header>
      <Options>
        <OptionButton
          letter="A"
          text={pair.option1}
          tags={pair.option1Tags}
          disabled={submitting}
          onChoose={() => onChoose('option1')}
        />
        <Or aria-hidden="true">or</Or>
        <OptionButton
          letter="B"
          text={pair.option2}
          tags={pair.option2Tags}
          disabled={submitting}
          onChoose={() => onChoose('option2')}
        />
      </Options>
      <Footer>
        <div>
          <Hint>Go with your first instinct — there are no wrong answers.</Hint>
          <Keys aria-label="Keyboard shortcuts">
            Keys: <kbd>A</kbd> or <kbd>←</kbd> first · <kbd>B</kbd> or <kbd>→</kbd> second · <kbd>S</kbd> skip · <kbd>U</kbd> undo
          </Keys>
        </div>
        <Button variant="ghost" size="sm" onClick={onSkip} disabled={submitting} aria-keyshortcuts="S">
          Skip this choice
        </Button>
      </Footer>
    </div>
  );
}
