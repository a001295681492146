import styled from 'styled-components';
import { colors, fontSizes, space } from '@alive/ui';

const Line = styled.p`
  margin-top: ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export const OFFLINE_NOTE = "You're offline. Your choices are saved on this device and sync when you're back online.";

/** "N choices waiting to sync" (docs/product/choices.md, Offline); the caller decides when it shows. */
export function waitingToSyncText(count: number): string {
  return `${count} ${count === 1 ? 'choice' : 'choices'} waiting to sync`;
}

/** The calm offline note and the waiting count under the pair. Nothing shows online with nothing waiting. */
export function SyncStatus({ online, waitingCount, showWaiting }: { online: boolean; waitingCount: number; showWaiting: boolean }) {
  return (
    <>
      {online ? null : <Line data-testid="offline-note">{OFFLINE_NOTE}</Line>}
      <Line role="status" aria-live="polite" hidden={!showWaiting || waitingCount === 0}>
        {showWaiting && waitingCount > 0 ? waitingToSyncText(waitingCount) : ''}
      </Line>
    </>
  );
}
