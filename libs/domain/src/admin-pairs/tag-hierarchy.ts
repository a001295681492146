/**
 * The tree of tag prefixes in use (docs/product/admin.md, Tag hierarchy): `activity:Solo` sits under
 * `activity`; `alive:value_investment:exploring` under `alive` → `value_investment`. `usage` counts the
 * pair options carrying a tag at or below a node.
 */
export interface TagTreeNode {
  name: string;
  path: string;
  usage: number;
  children: TagTreeNode[];
}

export function tagHierarchy(optionTags: readonly (readonly string[])[]): { roots: TagTreeNode[]; totalTags: number } {
  const roots: TagTreeNode[] = [];
  const distinct = new Set<string>();
  for (const tags of optionTags) {
    // An option counts once per node, however many of its tags sit below it.
    const counted = new Set<TagTreeNode>();
    for (const tag of new Set(tags)) {
      const parts = tag.split(':').filter((part) => part.length > 0);
      if (parts.length === 0) continue;
      distinct.add(parts.join(':'));
      let level = roots;
      parts.forEach((part, index) => {
        const path = parts.slice(0, index + 1).join(':');
        let node = level.find((n) => n.name === part);
        if (!node) {
          node = { name: part, path, usage: 0, children: [] };
          level.push(node);
        }
        if (!counted.has(node)) {
          node.usage += 1;
          counted.add(node);
        }
        level = node.children;
      });
    }
  }
  const sort = (nodes: TagTreeNode[]) => {
    nodes.sort((a, b) => b.usage - a.usage || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const node of nodes) sort(node.children);
  };
  sort(roots);
  return { roots, totalTags: distinct.size };
}
