import type { AiRecommendation } from '@alive/contracts';
import { categoryLabel } from '@alive/domain';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, space, StackList } from '@alive/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { confidencePercent, OptionTags } from '../../ai-recommendations/index.ts';

const Review = styled(Card)`
  margin-bottom: ${space[4]};
`;

const Draft = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[2]} ${space[3]};
  align-items: start;
  padding: ${space[3]};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;
  input {
    margin-top: 0.3em;
  }
`;

const DraftBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-width: 0;
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const Reasoning = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Tags = styled.details`
  font-size: ${fontSizes.sm};
  summary {
    cursor: pointer;
    color: ${colors.textMuted};
  }
  > div {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: ${space[2]};
    margin-top: ${space[2]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
  margin-top: ${space[4]};
`;

/** A draft's key: its two options (the service never drafts one pair twice). */
export const draftKey = (draft: Pick<AiRecommendation, 'option1' | 'option2'>) => `${draft.option1}\u0000${draft.option2}`;

/** "Publish 1 pair", "Publish 3 pairs". */
export const publishLabel = (count: number) => `Publish ${count} ${count === 1 ? 'pair' : 'pairs'}`;

/**
 * Generate AI Pairs' review (docs/product/admin.md, Decision — AI pairs are drafts first): every draft
 * with its category, confidence, reasoning and (on request) tags, all kept by default; nothing is live until
 * Publish, which sends the kept ones (disabled with none kept); Discard drops them all.
 */
export function AiDraftsReview({
  drafts,
  publishing,
  onPublish,
  onDiscard,
}: {
  drafts: readonly AiRecommendation[];
  publishing: boolean;
  onPublish: (kept: AiRecommendation[]) => void;
  onDiscard: () => void;
}) {
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set(drafts.map(draftKey)));
  // New drafts (or the ones left after a publish) start kept.
  useEffect(() => setKept(new Set(drafts.map(draftKey))), [drafts]);
  const chosen = drafts.filter((draft) => kept.has(draftKey(draft)));

  function toggle(key: string) {
    setKept((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <Review aria-labelledby="ai-drafts-heading" $tone="brand">
      <CardHeader>
        <CardTitle as="h3" id="ai-drafts-heading">
          Review AI pairs
        </CardTitle>
        <CardDescription>
          None of these is live yet. Untick the ones you do not want, then publish the rest; discarded drafts are not kept. {chosen.length} of {drafts.length}{' '}
          kept.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StackList $gap={2} aria-label="AI pair drafts">
          {drafts.map((draft, index) => {
            const key = draftKey(draft);
            const title = `${draft.option1} vs ${draft.option2}`;
            const id = `ai-draft-${index}`;
            return (
              <li key={key}>
                <Draft data-testid="ai-draft">
                  <input id={id} type="checkbox" checked={kept.has(key)} onChange={() => toggle(key)} disabled={publishing} />
                  <DraftBody>
                    <label htmlFor={id}>
                      <strong>{title}</strong>
                    </label>
                    <Facts>
                      <Badge variant="info">{categoryLabel(draft.category)}</Badge>
                      <Badge variant="brand">Confidence {confidencePercent(draft.confidence)}</Badge>
                    </Facts>
                    <Reasoning>{draft.reasoning}</Reasoning>
                    {/* The tags are saved as proposed; shown on request, so the list stays a list of pairs. */}
                    <Tags>
                      <summary>Tags</summary>
                      <div>
                        <OptionTags tags={draft.option1Tags} label={`Tags of ${draft.option1}`} />
                        <OptionTags tags={draft.option2Tags} label={`Tags of ${draft.option2}`} />
                      </div>
                    </Tags>
                  </DraftBody>
                </Draft>
              </li>
            );
          })}
        </StackList>
        <Actions>
          <Button variant="outline" onClick={onDiscard} disabled={publishing}>
            Discard drafts
          </Button>
          <Button onClick={() => onPublish(chosen)} loading={publishing} disabled={chosen.length === 0}>
            {publishLabel(chosen.length)}
          </Button>
        </Actions>
      </CardContent>
    </Review>
  );
}
