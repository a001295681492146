import styled from 'styled-components';
import { Card, ChoicesMadeHelp, colors, fontSizes, fontWeights, ProgressBar, space } from '@alive/ui';
import { profileProgress } from '@alive/domain';
import { waitingToSyncText } from '../../choice-sync/index.ts';

const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[2]};
  margin-bottom: ${space[3]};
`;

const Title = styled.h2`
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
`;

const Count = styled.p`
  font-size: ${fontSizes['2xl']};
  font-weight: ${fontWeights.extrabold};
  color: ${colors.brand};
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.p`
  margin-top: ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Help = styled(ChoicesMadeHelp)`
  margin-top: ${space[1]};
`;

const Session = styled.p`
  display: inline-block;
  margin-top: ${space[2]};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  color: ${colors.success};
`;

export interface ProgressCardProps {
  /** The user's total choices; `undefined` while unknown. */
  totalChoices: number | undefined;
  unavailable?: boolean;
  /** Offline with no count known: a quiet note instead of an error (docs/product/choices.md, Offline). */
  offline?: boolean;
  /** Successful choices since the page was opened. */
  sessionChoices: number;
  /** The person's choices waiting on this device: not in the total yet, but theirs (docs/product/choices.md, Offline). */
  waitingCount?: number;
}

/**
 * "n/50" with a bar capped at 100% (docs/product/choices.md, Screen). n counts the choices waiting on
 * this device too, and says so beside the figure, in the words of the waiting line under the pair.
 */
export function ProgressCard({ totalChoices, unavailable = false, offline = false, sessionChoices, waitingCount = 0 }: ProgressCardProps) {
  const known = totalChoices === undefined ? undefined : totalChoices + waitingCount;
  const progress = profileProgress(known ?? 0);
  const remaining = Math.max(0, progress.target - progress.count);
  let caption: string;
  if (offline) caption = "Your total is available when you're back online.";
  else if (unavailable) caption = 'Your progress could not be loaded right now.';
  else if (known === undefined) caption = 'Counting your choices...';
  else if (remaining === 0) caption = 'Target reached! Keep choosing to refine your profile.';
  else caption = `${remaining} more ${remaining === 1 ? 'choice' : 'choices'} for a well-rounded profile.`;
  let waitingNote: string | null = null;
  if (waitingCount > 0) waitingNote = known === undefined ? `Plus ${waitingToSyncText(waitingCount)}.` : `Includes ${waitingToSyncText(waitingCount)}.`;

  return (
    <Card $padded aria-labelledby="choice-progress-title">
      <Row>
        <Title id="choice-progress-title">Your Progress</Title>
        <Count data-testid="progress-count">{known === undefined ? `–/${progress.target}` : progress.label}</Count>
      </Row>
      <ProgressBar value={progress.percent} max={100} label="Profile progress" height={10} />
      <Caption>{caption}</Caption>
      {/* The Choices made figure's help, worded once for every screen that shows the count (docs/product/profile.md). */}
      <Help target={progress.target} />
      {waitingNote ? <Caption data-testid="progress-waiting">{waitingNote}</Caption> : null}
      {sessionChoices > 0 ? <Session data-testid="session-choices">+{sessionChoices} this session</Session> : null}
    </Card>
  );
}
