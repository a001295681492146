import { Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, radii, space } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const EmptyText = styled.p`
  padding: ${space[6]} ${space[4]};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
  text-align: center;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const TitleIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin-right: ${space[2]};
  border-radius: 8px;
  background: ${colors.brandSoft};
  color: ${colors.brand};
  vertical-align: -6px;
`;

const FullHeightCard = styled(Card)`
  height: 100%;
`;

export interface DashboardCardProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A titled dashboard section; the title names the region for assistive technology. Its title is an h2,
 * the level under the page's h1, so the cards' own item headings are h3 (no skipped level).
 */
export function DashboardCard({ title, description, icon, children }: DashboardCardProps) {
  return (
    <FullHeightCard aria-label={title}>
      <CardHeader>
        <CardTitle as="h2">
          {icon ? <TitleIcon>{icon}</TitleIcon> : null}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </FullHeightCard>
  );
}
