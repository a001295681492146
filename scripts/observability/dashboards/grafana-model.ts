/**
 * A small builder for Grafana dashboard JSON (deploy/observability/dashboards): rows of panels laid out
 * two to a line, every query on the dashboard's Prometheus data source (a variable, chosen on import).
 * Queries may use Grafana's `$__rate_interval` and `$__range`; nothing else is templated.
 */
export interface Query {
  expr: string;
  legend: string;
}

export interface Panel {
  title: string;
  description: string;
  /** Grafana unit id: `reqps`, `percentunit`, `s`, `bytes`, `short`, `percent`. */
  unit: string;
  queries: Query[];
  /** A single figure over the dashboard's range (rare events), instead of a time series. */
  stat?: boolean;
}

export interface Row {
  title: string;
  panels: Panel[];
}

export interface DashboardSpec {
  uid: string;
  title: string;
  description: string;
  rows: Row[];
}

/** Every dashboard carries it; each links to the others by it. */
export const DASHBOARD_TAG = 'alive';
const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };
const WIDTH = 12;
const HEIGHT = 8;
const STAT = { w: 6, h: 4 };

function panelJson(panel: Panel, id: number, gridPos: { x: number; y: number; w: number; h: number }) {
  return {
    id,
    type: panel.stat ? 'stat' : 'timeseries',
    title: panel.title,
    description: panel.description,
    datasource: DATASOURCE,
    gridPos,
    fieldConfig: { defaults: { unit: panel.unit }, overrides: [] },
    options: panel.stat
      ? { reduceOptions: { calcs: ['lastNotNull'], fields: '', values: false }, colorMode: 'value', graphMode: 'none' }
      : { legend: { displayMode: 'list', placement: 'bottom', showLegend: true }, tooltip: { mode: 'multi', sort: 'desc' } },
    targets: panel.queries.map((query, i) => ({ refId: String.fromCharCode(65 + i), datasource: DATASOURCE, expr: query.expr, legendFormat: query.legend, range: !panel.stat, instant: Boolean(panel.stat) })),
  };
}

export function grafanaDashboard(spec: DashboardSpec) {
  const panels: unknown[] = [];
  let id = 1;
  let y = 0;
  for (const row of spec.rows) {
    panels.push({ id: id++, type: 'row', title: row.title, collapsed: false, gridPos: { x: 0, y, w: 24, h: 1 }, panels: [] });
    y += 1;
    let x = 0;
    let lineHeight = 0;
    for (const panel of row.panels) {
      const size = panel.stat ? STAT : { w: WIDTH, h: HEIGHT };
      if (x + size.w > 24) {
        x = 0;
        y += lineHeight;
        lineHeight = 0;
      }
      panels.push(panelJson(panel, id++, { x, y, ...size }));
      x += size.w;
      lineHeight = Math.max(lineHeight, size.h);
    }
    y += lineHeight;
  }
  return {
    uid: spec.uid,
    title: spec.title,
    description: spec.description,
    tags: [DASHBOARD_TAG],
    timezone: 'browser',
    editable: true,
    graphTooltip: 1,
    schemaVersion: 39,
    version: 1,
    refresh: '1m',
    time: { from: 'now-6h', to: 'now' },
    templating: {
      list: [{ name: 'datasource', label: 'Prometheus', type: 'datasource', query: 'prometheus', current: {}, hide: 0, refresh: 1 }],
    },
    links: [{ title: 'A.L.I.V.E dashboards', type: 'dashboards', tags: [DASHBOARD_TAG], asDropdown: true, includeVars: true, keepTime: true }],
    annotations: { list: [] },
    panels,
  };
}

/** Every query of a dashboard's JSON, for the tests that run them. */
export function dashboardQueries(dashboard: ReturnType<typeof grafanaDashboard>): { panel: string; expr: string }[] {
  return dashboard.panels.flatMap((panel) => {
    const { title, targets } = panel as { title: string; targets?: { expr: string }[] };
    return (targets ?? []).map((target) => ({ panel: title, expr: target.expr }));
  });
}
