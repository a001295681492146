import { colors, fontSizes, fontWeights, space } from '@alive/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  margin-bottom: ${space[3]};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.brand};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/** The way back to the recommendations hub (/recommendations) from every other screen of this remote. */
export function HubLink() {
  return (
    <Back to="/recommendations" data-testid="hub-link">
      <span aria-hidden="true">←</span> All recommendations
    </Back>
  );
}
