import type { TagNode } from '@alive/contracts';
import { Badge, EmptyState, QueryError, Skeleton, space, useLoginRedirectOnError } from '@alive/ui';
import styled from 'styled-components';
import { useTagHierarchy } from '../../../shared/api/admin-pairs-api.ts';

const Tree = styled.ul`
  margin: 0;
  padding-left: ${space[4]};
  li {
    margin: ${space[1]} 0;
  }
`;

function Branch({ nodes }: { nodes: readonly TagNode[] }) {
  return (
    <Tree>
      {nodes.map((node) => (
        <li key={node.path}>
          <span title={node.path}>{node.name}</span> <Badge variant="outline">{node.usage}</Badge>
          {node.children.length > 0 ? <Branch nodes={node.children} /> : null}
        </li>
      ))}
    </Tree>
  );
}

/**
 * Tag Hierarchy: the real tree of the tag prefixes the active pairs use, with how many options carry
 * each (docs/product/admin.md, Admin Panel). Read-only: tags are edited on the pairs.
 */
export function TagHierarchySection() {
  const tree = useTagHierarchy();
  useLoginRedirectOnError(tree.error);
  return (
    <section aria-labelledby="tag-hierarchy-heading">
      <h2 id="tag-hierarchy-heading">Tag Hierarchy</h2>
      {tree.isPending ? (
        <div role="status" aria-label="Loading the tag hierarchy">
          <Skeleton height={120} />
        </div>
      ) : tree.isError ? (
        <QueryError title="Couldn't load the tag hierarchy" error={tree.error} onRetry={() => void tree.refetch()} />
      ) : tree.data.roots.length === 0 ? (
        <EmptyState title="No tags yet" description="Tags appear here once active pairs carry them." />
      ) : (
        <>
          <p>
            {tree.data.totalTags} tags on the active pairs; the number is how many pair options carry each.
          </p>
          <div role="group" aria-label="Tag tree">
            <Branch nodes={tree.data.roots} />
          </div>
        </>
      )}
    </section>
  );
}
