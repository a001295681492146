import styled from 'styled-components';
import { Card, colors, fontSizes, fontWeights, ProgressBar, space } from '@alive/ui';
import { profileProgress } from '@alive/domain';

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
}

/** "n/50" with a bar capped at 100% (docs/product/choices.md, Screen). */
export function ProgressCard({ totalChoices, unavailable = false, offline = false, sessionChoices }: ProgressCardProps) {
  const progress = profileProgress(totalChoices ?? 0);
  const remaining = Math.max(0, progress.target - progress.count);
  let caption: string;
  if (offline) caption = "Your total is available when you're back online.";
  else if (unavailable) caption = 'Your progress could not be loaded right now.';
  else if (totalChoices === undefined) caption = 'Counting your choices...';
  else if (remaining === 0) caption = 'Target reached! Keep choosing to refine your profile.';
  else caption = `${remaining} more ${remaining === 1 ? 'choice' : 'choices'} for a well-rounded profile.`;

  return (
    <Card $padded aria-labelledby="choice-progress-title">
      <Row>
        <Title id="choice-progress-title">Your Progress</Title>
        <Count data-testid="progress-count">{totalChoices === undefined ? `–/${progress.target}` : progress.label}</Count>
      </Row>
      <ProgressBar value={progress.percent} max={100} label="Profile progress" height={10} />
      <Caption>{caption}</Caption>
      {sessionChoices > 0 ? <Session data-testid="session-choices">+{sessionChoices} this session</Session> : null}
    </Card>
  );
}
