import { useId } from 'react';
import styled from 'styled-components';
import { optionTagLabels } from '@alive/domain';
import { colors, fontSizes, fontWeights, media, radii, shadows, space, transitions } from '@alive/ui';

/**
 * The option's card. Its button holds the option's text only and stretches over the whole card
 * (::after), so a click anywhere on the card chooses, while the letter and the tags sit outside the
 * button: the button's name is exactly the words it shows (axe label-content-name-mismatch; speech input
 * can say it), and the tags are its description.
 */
const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
  width: 100%;
  /* Compact on a phone, so the whole pair fits the first screen (docs/product/choices.md, Screen). */
  min-height: 96px;
  padding: ${space[4]};
  ${media.sm} { gap: ${space[4]}; min-height: 132px; padding: ${space[5]}; }
  text-align: left;
  background: ${colors.surface};
  border: 2px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  cursor: pointer;
  transition: border-color ${transitions.fast}, box-shadow ${transitions.normal}, transform ${transitions.normal},
    background ${transitions.fast};

  /* Only where a pointer can hover: on touch screens :hover would stick to the tapped option. */
  @media (hover: hover) {
    &:hover:not([data-disabled]) {
      border-color: ${colors.brand};
      background: ${colors.brandSofter};
      box-shadow: ${shadows.md};
      transform: translateY(-2px);
    }
  }
  &:active:not([data-disabled]) { transform: translateY(0); box-shadow: ${shadows.sm}; }
  &:has(button:focus-visible) { border-color: ${colors.brand}; box-shadow: ${shadows.focus}; }
  &[data-disabled] { cursor: not-allowed; opacity: 0.6; }
`;

const Choose = styled.button`
  all: unset;
  cursor: inherit;
  /* The whole card is the button's target. */
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${radii.lg}; }
  &:focus-visible { outline: none; box-shadow: none; }
`;

const Letter = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${colors.brandSoft};
  color: ${colors.brandActive};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
`;

const Text = styled.span`
  font-size: ${fontSizes.md};
  ${media.sm} { font-size: ${fontSizes.lg}; }
  font-weight: ${fontWeights.semibold};
  line-height: 1.35;
  color: ${colors.text};
`;

const Head = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const Tag = styled.span`
  padding: 2px 10px;
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.medium};
  line-height: 20px;
`;

export interface OptionButtonProps {
  letter: 'A' | 'B';
  text: string;
  tags: unknown;
  disabled: boolean;
  onChoose: () => void;
}

/** One side of a pair: the option text and up to 3 tag labels; a click anywhere on the card chooses it. */
export function OptionButton({ letter, text, tags, disabled, onChoose }: OptionButtonProps) {
  const labels = optionTagLabels(tags);
  const tagsId = useId();
  return (
    <Root data-choice-option={letter} data-disabled={disabled ? '' : undefined}>
      <Head>
        <Letter aria-hidden="true">{letter}</Letter>
        <Text>
          <Choose
            type="button"
            disabled={disabled}
            onClick={onChoose}
            aria-label={text}
            aria-describedby={labels.length > 0 ? tagsId : undefined}
          >
            {text}
          </Choose>
        </Text>
      </Head>
      {labels.length > 0 ? (
        // Read as the button's description; hidden from the page's reading order, where it would repeat.
        <Tags id={tagsId} aria-hidden="true">
          {labels.map((label) => (
            <Tag key={label} data-testid="option-tag">
              {label}
            </Tag>
          ))}
        </Tags>
      ) : null}
    </Root>
  );
}
