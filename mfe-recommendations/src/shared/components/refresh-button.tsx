import { breakpoints, Button } from '@alive/ui';
import { RefreshIcon } from '@alive/ui/icons';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const IconSlot = styled.span<{ $spinning: boolean }>`
  display: inline-flex;
  animation: ${(p) => (p.$spinning ? spin : 'none')} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.5s; }
`;

/** On a phone the compact button shows only its icon; its accessible name stays (aria-label or this text). */
const CompactLabel = styled.span`
  @media (max-width: ${breakpoints.sm - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

export interface RefreshButtonProps {
  refreshing: boolean;
  onRefresh: () => void;
  /** Visible label (default "Refresh"). */
  label?: string;
  /** Accessible name when the visible label alone is ambiguous, e.g. "Refresh Books". */
  'aria-label'?: string;
  /** Icon only on a phone (the hub's tabs, where the list must start on the first screen). */
  compact?: boolean;
}

/** Refresh: disabled with its icon spinning while the refresh runs (docs/product/recommendations.md, Screens). */
export function RefreshButton({ refreshing, onRefresh, label = 'Refresh', 'aria-label': ariaLabel, compact = false }: RefreshButtonProps) {
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
      {compact ? <CompactLabel>{label}</CompactLabel> : label}
    </Button>
  );
}
