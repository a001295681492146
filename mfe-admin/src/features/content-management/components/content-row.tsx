import type { ContentClassification } from '@alive/contracts';
import { categoryLabel } from '@alive/domain';
import { Badge, Button, colors, space } from '@alive/ui';
import styled from 'styled-components';
import { ListRow as Row } from '../../../shared/components/layout.ts';

const Main = styled.div`
  flex: 1 1 260px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

// On a phone the confidence and actions go under the text, right-aligned, instead of squeezing it.
const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]};
  margin-left: auto;
`;

const Meta = styled.p`
  margin: ${space[1]} 0 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** One title of the library: type, facts, the five scores (A L I V E order), confidence, Edit and Delete. */
export function ContentRow({ item, onEdit, onDelete }: { item: ContentClassification; onEdit: () => void; onDelete: () => void }) {
  const creator = item.contentType === 'book' ? item.author : item.director;
  const facts = [item.year, creator, item.genre].filter((fact) => fact !== null && fact !== '').join(' · ');
  return (
    <Row aria-label={item.title} data-testid="content-item">
      <Main>
        <strong>{item.title}</strong> <Badge variant="info">{categoryLabel(item.contentType)}</Badge>
        {facts ? <Meta>{facts}</Meta> : null}
        <Meta aria-label={`Scores of ${item.title}`}>
          Drive {signed(item.primaryDriveScore)} · Happiness {signed(item.happinessOrientationScore)} · Engagement {signed(item.lifeEngagementScore)} · Value{' '}
          {signed(item.valueInvestmentScore)} · Control {signed(item.locusControlScore)}
        </Meta>
      </Main>
      <Aside>
        <Badge variant="outline">Confidence {Math.round(Number(item.confidence) * 100)}%</Badge>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${item.title}`}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${item.title}`}>
          Delete
        </Button>
      </Aside>
    </Row>
  );
}
