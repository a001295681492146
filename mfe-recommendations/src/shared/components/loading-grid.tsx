import { colors, radii, Skeleton, space } from '@alive/ui';
import styled from 'styled-components';
import { CardGrid } from './card-parts.tsx';

const Placeholder = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

/** `count` card-shaped placeholders while a list loads; announced once by the container's label. */
export function LoadingGrid({ count, label }: { count: number; label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status">
      <CardGrid as="div">
        {Array.from({ length: count }, (_, index) => (
          <Placeholder as="div" key={index} data-testid="card-placeholder">
            <Skeleton height={22} width="70%" />
            <Skeleton height={14} width="40%" />
            <Skeleton height={56} />
            <Skeleton height={32} width="50%" radius="10px" />
          </Placeholder>
        ))}
      </CardGrid>
    </div>
  );
}
