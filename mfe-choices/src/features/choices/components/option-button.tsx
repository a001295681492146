import styled from 'styled-components';
import { optionTagLabels } from '@alive/domain';
import { colors, fontSizes, fontWeights, radii, shadows, space, transitions } from '@alive/ui';

const Root = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[4]};
  width: 100%;
  min-height: 132px;
  padding: ${space[5]};
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
    &:hover:not(:disabled) {
      border-color: ${colors.brand};
      background: ${colors.brandSofter};
      box-shadow: ${shadows.md};
      transform: translateY(-2px);
    }
  }
  &:active:not(:disabled) { transform: translateY(0); box-shadow: ${shadows.sm}; }
  &:focus-visible { outline: none; border-color: ${colors.brand}; box-shadow: ${shadows.focus}; }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;

const Letter = styled.span`
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
  font-size: ${fontSizes.lg};
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

/** One side of a pair: the option text and up to 3 tag labels; the whole card is the button. */
export function OptionButton({ letter, text, tags, disabled, onChoose }: OptionButtonProps) {
  const labels = optionTagLabels(tags);
  return (
    <Root type="button" disabled={disabled} onClick={onChoose} aria-label={text}>
      <Head>
        <Letter aria-hidden="true">{letter}</Letter>
        <Text>{text}</Text>
      </Head>
      {labels.length > 0 ? (
        <Tags aria-label="Tags">
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
