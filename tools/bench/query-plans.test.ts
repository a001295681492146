import { planNotes, planProblems } from './lib/query-plans.mjs';

const plan = (indexes: string[], cost: number, seqScans: string[] = []) => ({ statement: 2, indexes, seqScans, cost });

describe('the choice-loop bench plan check', () => {
  it('refuses a sequential scan of a growing table, and a different index at a different price', () => {
    expect(planProblems('pgbench phase', [plan([], 10, ['user_choices'])])).toEqual(['pgbench phase: statement 2 scans user_choices sequentially']);
    expect(planProblems('pgbench phase', [plan(['a_idx'], 100)], [plan(['b_idx'], 50)])).toEqual([
      'pgbench phase: statement 2 uses a_idx (cost 100.0), the service phase b_idx (cost 50.0)',
    ]);
  });

  it('only notes a move between indexes the planner prices the same', () => {
    const pgbench = [plan(['choice_pairs_is_active_id_idx'], 10.4)];
    const service = [plan(['choice_pairs_shared_active_id_idx'], 10.0)];
    expect(planProblems('pgbench phase', pgbench, service)).toEqual([]);
    expect(planNotes('pgbench phase', pgbench, service)).toEqual([
      'pgbench phase: statement 2 uses choice_pairs_is_active_id_idx (cost 10.4), the service phase choice_pairs_shared_active_id_idx (cost 10.0): priced the same, equivalent',
    ]);
  });

  it('has nothing to say of the same plan', () => {
    expect(planProblems('pgbench phase', [plan(['a_idx'], 10)], [plan(['a_idx'], 12)])).toEqual([]);
    expect(planNotes('pgbench phase', [plan(['a_idx'], 10)], [plan(['a_idx'], 30)])).toEqual([]);
  });
});
