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

/** "N choices synced": the waiting choices the person saw have all been sent (docs/product/choices.md, Offline). */
export function syncedText(count: number): string {
  return `${count} ${count === 1 ? 'choice' : 'choices'} synced`;
}

export interface SyncStatusProps {
  online: boolean;
  waitingCount: number;
  showWaiting: boolean;
  /** How many waiting choices were just sent (`ChoiceSync.synced`); null: nothing to confirm. */
  synced?: number | null;
}

/**
 * The calm offline note and, in one polite status line, the waiting count or, once everything waiting
 * was sent, the confirmation of it. Nothing shows online with nothing waiting or just sent.
 */
export function SyncStatus({ online, waitingCount, showWaiting, synced = null }: SyncStatusProps) {
  const text = showWaiting && waitingCount > 0 ? waitingToSyncText(waitingCount) : synced ? syncedText(synced) : '';
  return (
    <>
      {online ? null : <Line data-testid="offline-note">{OFFLINE_NOTE}</Line>}
      <Line role="status" aria-live="polite" hidden={text === ''}>
        {text}
      </Line>
    </>
  );
}
