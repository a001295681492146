// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupList, groupSummary } from '@alive/api-mocks';
import { renderScreenFragment } from '@alive/ui/screen-fragment-render';
import { ROUTES } from '../../../routes.ts';
import GroupsScreen from './groups-screen.tsx';

/**
 * The edge renders /groups with the person's answers to its route's reads, in Node, for the page's
 * document (docs/architecture.md, "A screen with the person's data"). Rendered here as the edge does: no
 * window, no document. (A join link made from `window.location` while rendering once failed it.)
 */
describe('the groups list rendered for a document', () => {
  it("shows the person's groups from the answer to the route's read", () => {
    const reads = ROUTES.find((route) => route.path === '/groups')?.reads ?? [];
    expect(reads).toEqual(['/api/groups']);
    const answer = groupList([groupSummary({ name: 'Weekend Hikers' }), groupSummary({ id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Book Club' })], 'next-page');
    const html = renderScreenFragment(GroupsScreen, '/groups', [{ path: reads[0]!, data: answer }]);
    expect(html).toContain('Weekend Hikers');
    expect(html).toContain('Book Club');
    expect(html).toContain('Load more groups');
    expect(html).not.toContain('Loading groups');
  });
});
