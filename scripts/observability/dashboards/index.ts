import { workloads } from '../../deploy/deploy-targets.ts';
import type { AlertTiming } from '../alert-timing.ts';
import { grafanaDashboard, type DashboardSpec } from './grafana-model.ts';
import { platformOverview } from './platform-overview.ts';
import { remoteReleases } from './remote-releases.ts';
import { serviceDashboard } from './service-dashboard.ts';

/** Every dashboard of deploy/observability/dashboards, by file name (docs/deploy.md, "Dashboards"). */
export const DASHBOARDS_DIR = 'deploy/observability/dashboards';

export interface DashboardFile {
  path: string;
  spec: DashboardSpec;
}

export function dashboardFiles(timing: AlertTiming): DashboardFile[] {
  return [
    { path: 'platform-overview.json', spec: platformOverview(timing) },
    ...workloads().map((workload) => ({ path: `service-${workload.name}.json`, spec: serviceDashboard(workload, timing) })),
    { path: 'remote-releases.json', spec: remoteReleases() },
  ];
}

export const dashboardText = (file: DashboardFile) => `${JSON.stringify(grafanaDashboard(file.spec), null, 2)}\n`;
