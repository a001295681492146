/**
 * The plans Postgres picks for a pgbench script's statements (a benchmark aid, not a test). The
 * choice-loop ceiling only means something while pgbench runs the service's plans: the same SQL
 * (tools/bench/pgbench-sql.test.ts keeps the text in step) on data with statistics, using the same
 * indexes and no sequential scan of a table that grows.
 */

/** Tables whose sequential scan means a wrong plan: they grow with people and choices. */
export const GROWING_TABLES = ['choice_pairs', 'user_choices', 'user_preferences', 'dimension_evidence', 'sessions', 'outbox_events'];
/**
 * Below this many rows a sequential scan is the right plan (a few pages), and which index a tiny
 * table's read uses changes nothing; only tables at least this large are judged.
 */
export const LARGE_TABLE_ROWS = 1000;

/** The statements of a pgbench script, its variables replaced by literals (`vars`: name → value). */
export function scriptStatements(scriptText, vars) {
  const body = scriptText
    .split('\n')
    .filter((line) => !line.trim().startsWith('--') && !line.trim().startsWith('\\set'))
    .join('\n')
    // `\gset [prefix]` ends the statement before it, as a semicolon would.
    .replace(/\s*\\gset\b[^\n]*/g, ';');
  return `${body}\n`
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/\/\*[^*]*\*\//g, '').trim())
    .filter(Boolean)
    .map((statement) =>
      statement.replace(/(?<!:):([a-z_][a-z0-9_]*)/gi, (whole, name) => {
        if (!(name in vars)) return whole;
        const value = vars[name];
        return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
      }),
    );
}

function walk(node, out) {
  if (!node) return;
  out.push({ type: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] });
  for (const child of node.Plans ?? []) walk(child, out);
}

/** `EXPLAIN (FORMAT JSON)` of each statement (never executed): the scans it would run on large growing tables. */
export async function planSummary(prisma, statements) {
  const sizes = await prisma.$queryRawUnsafe('SELECT relname, reltuples::float8 AS rows FROM pg_class WHERE relname = ANY($1::text[])', GROWING_TABLES);
  const large = new Set(sizes.filter((t) => Number(t.rows) >= LARGE_TABLE_ROWS).map((t) => t.relname));
  const plans = [];
  for (const [i, statement] of statements.entries()) {
    const [row] = await prisma.$queryRawUnsafe(`EXPLAIN (FORMAT JSON) ${statement}`);
    const nodes = [];
    walk(row['QUERY PLAN'][0].Plan, nodes);
    const onLarge = nodes.filter((n) => large.has(n.relation));
    const indexes = [...new Set(onLarge.filter((n) => n.index).map((n) => n.index))].sort();
    const seqScans = [...new Set(onLarge.filter((n) => n.type === 'Seq Scan').map((n) => n.relation))].sort();
    plans.push({ statement: i + 1, indexes, seqScans, cost: row['QUERY PLAN'][0].Plan['Total Cost'] });
  }
  return plans;
}

/**
 * Two plans of one statement that use different indexes but that the planner prices within this
 * fraction of each other: equivalent indexes for the same work (the shared set's bounds read from
 * `choice_pairs_is_active_id_idx` or from the partial `choice_pairs_shared_active_id_idx`, a tie the
 * planner breaks either way from one ANALYZE to the next). Printed as a note, not a reason to refuse.
 */
export const EQUIVALENT_COST = 0.1;

const equivalentPlans = (a, b) => a.cost !== undefined && b.cost !== undefined && Math.abs(a.cost - b.cost) <= EQUIVALENT_COST * Math.max(a.cost, b.cost);

const indexesDiffer = (a, b) => a.indexes.join() !== b.indexes.join();

const describeDifference = (label, plan, other) =>
  `${label}: statement ${plan.statement} uses ${plan.indexes.join(', ') || 'no index'} (cost ${plan.cost?.toFixed(1)}), the service phase ${other.indexes.join(', ') || 'no index'} (cost ${other.cost?.toFixed(1)})`;

/**
 * Sequential scans of growing tables, and statements whose indexes differ from `reference` at a cost
 * the planner does not call the same; [] when sound.
 */
export function planProblems(label, plans, reference) {
  const problems = [];
  for (const plan of plans) {
    if (plan.seqScans.length) problems.push(`${label}: statement ${plan.statement} scans ${plan.seqScans.join(', ')} sequentially`);
    const other = reference?.find((p) => p.statement === plan.statement);
    if (other && indexesDiffer(plan, other) && !equivalentPlans(plan, other)) problems.push(describeDifference(label, plan, other));
  }
  return problems;
}

/** Statements that moved between equivalent indexes (see EQUIVALENT_COST): worth printing, not refusing. */
export function planNotes(label, plans, reference) {
  return plans.flatMap((plan) => {
    const other = reference.find((p) => p.statement === plan.statement);
    return other && indexesDiffer(plan, other) && equivalentPlans(plan, other) ? [`${describeDifference(label, plan, other)}: priced the same, equivalent`] : [];
  });
}
