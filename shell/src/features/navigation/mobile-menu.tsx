import { colors, media, space } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const MobilePanel = styled.div`
  border-top: 1px solid ${colors.border};
  padding: ${space[3]} 0 ${space[4]};
  ${media.lg} { display: none; }
`;

const MobileLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0 0 ${space[3]};
  padding: 0;
  list-style: none;
  & a { width: 100%; min-height: 44px; }
`;

const MobileAccount = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  padding-top: ${space[3]};
  border-top: 1px solid ${colors.border};
`;

/** The phone's menu, opened from the header's toggle: the navigation links, then the account controls. */
export function MobileMenu({ id, links, account }: { id: string; links: ReactNode; account: ReactNode }) {
  return (
    <MobilePanel id={id} data-testid="mobile-menu">
      <nav aria-label="Mobile">
        <MobileLinks>{links}</MobileLinks>
      </nav>
      <MobileAccount>{account}</MobileAccount>
    </MobilePanel>
  );
}
