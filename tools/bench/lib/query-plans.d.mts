/** Types of query-plans.mjs for its test (tools/bench/query-plans.test.ts). */
export interface PlanSummary {
  statement: number;
  indexes: string[];
  seqScans: string[];
  cost?: number;
}
export const GROWING_TABLES: string[];
export const LARGE_TABLE_ROWS: number;
export const EQUIVALENT_COST: number;
export function scriptStatements(scriptText: string, vars: Record<string, string | number>): string[];
export function planSummary(prisma: { $queryRawUnsafe(query: string, ...values: unknown[]): Promise<unknown> }, statements: string[]): Promise<PlanSummary[]>;
export function planProblems(label: string, plans: PlanSummary[], reference?: PlanSummary[]): string[];
export function planNotes(label: string, plans: PlanSummary[], reference: PlanSummary[]): string[];
