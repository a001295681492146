import { TabsList } from '@alive/ui';
import styled from 'styled-components';

/**
 * TabsList whose labels share the width and wrap onto two lines when they do not fit (375 px phones),
 * instead of scrolling the last tab out of sight.
 */
export const WrappingTabsList = styled(TabsList)`
  & > [role='tab'] {
    flex: 1 1 0;
    min-width: 0;
    white-space: normal;
    text-align: center;
    line-height: 1.25;
  }
`;
