import styled from 'styled-components';
import { Button, colors, fontSizes, space } from '@alive/ui';
import type { LastChoice } from '../hooks/use-choice-submission.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  margin-top: ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.textSubtle};
`;

/** "You chose …" with Undo: the latest choice of this visit can be taken back (docs/product/choices.md, Undo). */
export function UndoLastChoice({ lastChoice, busy, onUndo }: { lastChoice: LastChoice; busy: boolean; onUndo: () => void }) {
  return (
    <Bar role="status">
      <span>
        You chose “{lastChoice.chosen}”.
      </span>
      <Button variant="outline" size="sm" onClick={onUndo} disabled={busy} aria-keyshortcuts="U" data-undo-choice="">
        Undo last choice
      </Button>
    </Bar>
  );
}
