import { TabsList } from '@alive/ui';
import styled from 'styled-components';

/**
 * TabsList whose tabs wrap onto further rows when they do not fit (six tabs on a 375 px phone),
 * instead of scrolling the last ones out of sight.
 */
export const WrappingTabsList = styled(TabsList)`
  flex-wrap: wrap;
  overflow-x: visible;
  & > [role='tab'] {
    flex: 1 0 auto;
    white-space: normal;
    text-align: center;
    line-height: 1.25;
  }
`;
