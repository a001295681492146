import styled from 'styled-components';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, fontWeights, Skeleton, space, Text } from '@alive/ui';
import type { UserChoice } from '@alive/contracts';
import { categoryLabel, choiceAgeLabel } from '@alive/domain';
import { useNow } from '../hooks/use-now.ts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]} 0;
  border-top: 1px solid ${colors.border};
  &:first-child { border-top: none; padding-top: 0; }
  &:last-child { padding-bottom: 0; }
`;

const Chosen = styled.p`
  font-weight: ${fontWeights.semibold};
  color: ${colors.text};
  overflow-wrap: anywhere;
`;

const Over = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-top: ${space[1]};
`;

const Age = styled.span`
  font-size: ${fontSizes.xs};
  color: ${colors.textSubtle};
`;

const Note = styled.div`
  margin-top: ${space[3]};
`;

export const RECENT_OFFLINE_NOTE = "Your earlier choices are available when you're back online.";

/** Age labels move on while the page stays open. */
const AGE_REFRESH_MS = 30_000;

export interface RecentChoicesCardProps {
  choices: readonly UserChoice[] | undefined;
  isLoading: boolean;
  error: Error | null;
  /** Offline before the server's list arrived: what this device knows, and a quiet note (docs/product/choices.md, Offline). */
  offline?: boolean;
  onRetry: () => void;
}

export function RecentChoicesCard({ choices, isLoading, error, offline = false, onRetry }: RecentChoicesCardProps) {
  const now = useNow(AGE_REFRESH_MS);
  return (
    <Card aria-labelledby="recent-choices-title">
      <CardHeader>
        <CardTitle id="recent-choices-title">Recent Choices</CardTitle>
        <CardDescription>What you picked lately.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div aria-label="Loading recent choices">
            <Skeleton height={48} />
            <div style={{ height: 12 }} />
            <Skeleton height={48} />
          </div>
        ) : error ? (
          <Meta>
            <Text $size="sm" $tone="muted">Your recent choices could not be loaded.</Text>
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </Meta>
        ) : !choices || choices.length === 0 ? (
          <Text $size="sm" $tone="muted">
            {offline ? RECENT_OFFLINE_NOTE : 'No choices yet — your picks will show up here.'}
          </Text>
        ) : (
          <List>
            {choices.map((choice) => {
              const { choicePair } = choice;
              const chosen = choice.selectedOption === 'option1' ? choicePair.option1 : choicePair.option2;
              const other = choice.selectedOption === 'option1' ? choicePair.option2 : choicePair.option1;
              return (
                <Item key={choice.id} data-testid="recent-choice" data-waiting={choice.id < 0 ? '' : undefined}>
                  <Chosen>{chosen}</Chosen>
                  <Over>over {other}</Over>
                  <Meta>
                    <Badge variant="neutral">{categoryLabel(choicePair.category)}</Badge>
                    <Age>{choiceAgeLabel(choice.createdAt, now)}</Age>
                  </Meta>
                </Item>
              );
            })}
          </List>
        )}
        {offline && choices && choices.length > 0 ? (
          <Note>
            <Text $size="sm" $tone="muted">{RECENT_OFFLINE_NOTE}</Text>
          </Note>
        ) : null}
      </CardContent>
    </Card>
  );
}
