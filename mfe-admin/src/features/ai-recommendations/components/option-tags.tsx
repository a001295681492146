import { Badge, space } from '@alive/ui';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An option's tags as `name (value)`, the full tag name in the tooltip (docs/product/admin.md, AI Recommendations). */
export function OptionTags({ tags, label }: { tags: Readonly<Record<string, number>>; label: string }) {
  const entries = Object.entries(tags);
  if (entries.length === 0) return <p>No tags</p>;
  return (
    <List aria-label={label}>
      {entries.map(([tag, value]) => (
        <li key={tag} title={tag}>
          <Badge variant="outline">{`${tag} (${value})`}</Badge>
        </li>
      ))}
    </List>
  );
}
