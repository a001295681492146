import { Button } from '@alive/ui';
import { RefreshIcon } from '@alive/ui/icons';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const IconSlot = styled.span<{ $spinning: boolean }>`
  display: inline-flex;
  animation: ${(p) => (p.$spinning ? spin : 'none')} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.5s; }
`;

export interface RefreshButtonProps {
  refreshing: boolean;
  onRefresh: () => void;
  /** Visible label (default "Refresh"). */
  label?: string;
  /** Accessible name when the visible label alone is ambiguous, e.g. "Refresh Books". */
  'aria-label'?: string;
}

/** Refresh: disabled with its icon spinning while the refresh runs (docs/product/recommendations.md, Screens). */
export function RefreshButton({ refreshing, onRefresh, label = 'Refresh', 'aria-label': ariaLabel }: RefreshButtonProps) {
  return (
    <Button
      variant="outline"
      onClick={onRefresh}
      disabled={refreshing}
      aria-busy={refreshing || undefined}
      aria-label={ariaLabel}
      icon={
        <IconSlot $spinning={refreshing} data-testid="refresh-icon" data-spinning={refreshing}>
          <RefreshIcon size={16} />
        </IconSlot>
      }
    >
      {label}
    </Button>
  );
}
