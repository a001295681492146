import { PAIR_TAG_LENGTH, PAIR_TAG_PATTERN, PAIR_TAGS_MAX } from '@alive/contracts/constants';
import { Button, colors, fontSizes, space, TextField, VisuallyHidden } from '@alive/ui';
import { tagDisplayName } from '@alive/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  border: 1px solid ${colors.border};
  border-radius: 8px;
  padding: ${space[3]};
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  legend {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    padding: 0 ${space[1]};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  max-width: 100%;
  padding: 2px 2px 2px ${space[2]};
  border-radius: 999px;
  background: ${colors.surfaceMuted};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space[2]};
  & > :first-child {
    flex: 1 1 180px;
    min-width: 0;
  }
  & > :nth-child(2) {
    flex: 0 0 96px;
  }
`;

const None = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/** Why a typed tag cannot be added, or null: the rule of the pair contract (docs/product/admin.md, Choice pairs). */
export function tagProblem(tag: string, weight: number, tags: Readonly<Record<string, number>>): string | null {
  if (tag.length < PAIR_TAG_LENGTH.min || tag.length > PAIR_TAG_LENGTH.max || !PAIR_TAG_PATTERN.test(tag)) {
    return 'Write a tag as prefix:Tag, e.g. activity:Solo (lower-case prefix, then letters, digits or spaces).';
  }
  if (!(weight >= 0 && weight <= 1)) return 'Weight must be a number from 0 to 1.';
  if (tag in tags) return 'This option has that tag already.';
  if (Object.keys(tags).length >= PAIR_TAGS_MAX) return `An option carries at most ${PAIR_TAGS_MAX} tags.`;
  return null;
}

/**
 * The tags of one option of a pair: each shown with its weight and a Remove button, and a field to add
 * one, offering the tags the active pairs already use (the tag hierarchy) while any `prefix:Tag` the
 * contract accepts can be typed.
 */
export function OptionTagsEditor({
  option,
  tags,
  knownTags,
  onChange,
}: {
  /** "Option 1" or "Option 2": names the group and its controls. */
  option: string;
  tags: Readonly<Record<string, number>>;
  knownTags: readonly string[];
  onChange: (tags: Record<string, number>) => void;
}) {
  const id = useId();
  const [tag, setTag] = useState('');
  const [weight, setWeight] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const entries = Object.entries(tags);

  function add() {
    const name = tag.trim();
    const value = weight.trim() === '' ? 1 : Number(weight);
    const why = tagProblem(name, value, tags);
    setProblem(why);
    if (why) return;
    onChange({ ...tags, [name]: value });
    setTag('');
    setWeight('1');
  }

  function remove(name: string) {
    const next = { ...tags };
    delete next[name];
    onChange(next);
  }

  return (
    <Group>
      <legend>{option} tags</legend>
      {entries.length === 0 ? (
        <None>No tags yet: choosing this option says nothing about preferences.</None>
      ) : (
        <Chips aria-label={`${option} tags`}>
          {entries.map(([name, value]) => (
            <Chip key={name} title={name}>
              <span>
                {tagDisplayName(name)} <span aria-hidden="true">({value})</span>
                <VisuallyHidden>
                  {' '}
                  {name}, weight {value}
                </VisuallyHidden>
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(name)} aria-label={`Remove ${name} from ${option}`}>
                ×
              </Button>
            </Chip>
          ))}
        </Chips>
      )}
      <AddRow>
        <TextField
          label={`Add a tag to ${option}`}
          placeholder="prefix:Tag"
          list={`${id}-known`}
          value={tag}
          maxLength={PAIR_TAG_LENGTH.max}
          error={problem}
          onChange={(event) => {
            setTag(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the tag rather than submitting the whole pair.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <TextField label={`Weight of the new ${option} tag`} type="number" min={0} max={1} step={0.1} value={weight} onChange={(event) => setWeight(event.target.value)} />
        <Button type="button" variant="outline" onClick={add} disabled={tag.trim() === ''}>
          Add tag
        </Button>
      </AddRow>
      <datalist id={`${id}-known`}>
        {knownTags.map((known) => (
          <option key={known} value={known} />
        ))}
      </datalist>
    </Group>
  );
}
