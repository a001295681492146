import styled from 'styled-components';
import { colors, fontSizes, fontWeights, media, Select, space } from '@alive/ui';
import { acceptCategory, CATEGORY_OPTIONS } from '../api/categories.ts';

/** The label beside the dropdown on a phone (one row less above the pair), above it from the small breakpoint up. */
const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  flex: 1 1 220px;
  max-width: 280px;
  ${media.sm} { flex-direction: column; align-items: stretch; gap: ${space[1]}; }
`;

const Dropdown = styled(Select)`
  flex: 1 1 auto;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${colors.textSubtle};
`;

export interface CategorySelectProps {
  value: string;
  onChange: (category: string) => void;
}

/** The category dropdown; an empty (or unknown) value is refused and the category stays (docs/product/choices.md, Screen). */
export function CategorySelect({ value, onChange }: CategorySelectProps) {
  return (
    <Root>
      <Label htmlFor="choice-category">Category</Label>
      <Dropdown
        id="choice-category"
        options={CATEGORY_OPTIONS}
        value={value}
        onValueChange={(requested) => {
          const accepted = acceptCategory(value, requested);
          if (accepted !== value) onChange(accepted);
        }}
      />
    </Root>
  );
}
