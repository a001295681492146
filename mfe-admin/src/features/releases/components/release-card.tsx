import type { ReleaseVersionStats, RemoteRelease } from '@alive/contracts';
import { Alert, Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ProgressBar, colors, fontSizes, space } from '@alive/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useReleaseAction } from '../hooks/use-release-actions.ts';
import { ErrorRateChart } from './error-rate-chart.tsx';
import { ChangeShareDialog, PromoteDialog, RollbackDialog, StartCanaryDialog, type ReleaseDialog } from './release-dialogs.tsx';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]} ${space[4]};
  margin: 0;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const TableScroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${fontSizes.sm};
  }
  th,
  td {
    text-align: right;
    padding: ${space[1]} ${space[2]};
    border-bottom: 1px solid ${colors.border};
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const History = styled.ol`
  margin: 0;
  padding-left: ${space[5]};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  li + li {
    margin-top: ${space[1]};
  }
`;

const Caption = styled.caption`
  text-align: left;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Subtitle = styled.h4`
  font-size: ${fontSizes.sm};
  margin: 0 0 ${space[2]};
`;

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
const when = (iso: string) => new Date(iso).toLocaleString();

const VERDICT_TEXT: Record<string, { label: string; variant: 'danger' | 'success' | 'neutral' | 'info' }> = {
  worse: { label: 'Worse than stable: rolled back', variant: 'danger' },
  healthy: { label: 'Healthy: ready to promote', variant: 'success' },
  inconclusive: { label: 'Not yet clear', variant: 'info' },
  'insufficient-data': { label: 'Collecting page loads', variant: 'neutral' },
};

const ACTION_TEXT: Record<string, string> = {
  'stable-set-from-file': 'set stable from the versions file',
  'canary-started': 'started a canary',
  'canary-share-changed': 'changed the canary share',
  promoted: 'promoted',
  'rolled-back': 'rolled back',
  'automatic-rollback': 'rolled the canary back automatically',
};

function StatsTable({ stats, release }: { stats: readonly ReleaseVersionStats[]; release: RemoteRelease }) {
  return (
    <TableScroll>
      <table>
        <Caption>Last hour, per version</Caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Page loads</th>
            <th scope="col">Error rate</th>
            <th scope="col">Failed loads</th>
            <th scope="col">p75 LCP</th>
            <th scope="col">p75 INP</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((row) => (
            <tr key={row.version}>
              <th scope="row">
                {row.version}
                {row.version === release.canary?.version ? ' (canary)' : row.version === release.stable ? ' (stable)' : ''}
              </th>
              <td>{row.loads}</td>
              <td>{percent(row.errorRate)}</td>
              <td>{percent(row.failedLoadRate)}</td>
              <td>{ms(row.lcpP75Ms)}</td>
              <td>{ms(row.inpP75Ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** One remote's release: what serves, how each version does, the judge's verdict, the buttons and the history. */
export function ReleaseCard({ release }: { release: RemoteRelease }) {
  const [dialog, setDialog] = useState<ReleaseDialog>(null);
  const action = useReleaseAction(() => setDialog(null));
  const dialogProps = { release, open: dialog, onClose: () => setDialog(null), onConfirm: action.mutate, busy: action.isPending };
  const headingId = `release-${release.remote}`;
  const { canary } = release;
  const verdict = release.lastDecision ? VERDICT_TEXT[release.lastDecision.verdict] : undefined;
  const canStart = release.stable !== null && !canary && release.versions.some((v) => v.version !== release.stable);

  return (
    <Card>
      <Section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId}>{release.remote}</CardTitle>
          <CardDescription>{release.stable ? `Stable ${release.stable}` : 'Served unversioned (its build folder)'}</CardDescription>
        </CardHeader>
        <CardContent>
          <Section>
            <Facts>
              <dt>Stable</dt>
              <dd>{release.stable ?? '—'}</dd>
              <dt>Canary</dt>
              <dd>
                {canary ? (
                  <>
                    {canary.version}, {canary.percent} % of visitors (since {when(canary.startedAt)})
                    <ProgressBar value={canary.percent} label={`${canary.version} serves ${canary.percent} % of visitors`} tone={canary.percent === 0 ? 'danger' : 'brand'} />
                  </>
                ) : (
                  'None'
                )}
              </dd>
              <dt>Published</dt>
              <dd>{release.versions.length ? release.versions.map((v) => v.version).join(', ') : 'None yet'}</dd>
            </Facts>
            {release.versions.length === 0 ? (
              <Alert variant="info">
                Publish a build to release it by share: <code>npm run publish:remote -- {release.remote} &lt;version&gt;</code>
              </Alert>
            ) : null}
            {release.lastDecision && verdict ? (
              <Alert variant={release.lastDecision.verdict === 'worse' ? 'danger' : release.lastDecision.verdict === 'healthy' ? 'success' : 'info'} title="Last automatic decision">
                <Badge variant={verdict.variant}>{verdict.label}</Badge> {release.lastDecision.reason} <small>({when(release.lastDecision.at)})</small>
              </Alert>
            ) : null}
            <Actions>
              {canStart ? (
                <Button variant="primary" onClick={() => setDialog('start')}>
                  Start canary
                </Button>
              ) : null}
              {canary ? (
                <>
                  <Button variant="outline" onClick={() => setDialog('share')}>
                    Change share
                  </Button>
                  <Button variant="secondary" onClick={() => setDialog('promote')}>
                    Promote
                  </Button>
                </>
              ) : null}
              {release.stable ? (
                <Button variant="destructive" onClick={() => setDialog('rollback')}>
                  Roll back
                </Button>
              ) : null}
            </Actions>
            {release.stats.length > 0 ? <StatsTable stats={release.stats} release={release} /> : null}
            <div>
              <Subtitle>Page loads with an error</Subtitle>
              <ErrorRateChart release={release} />
            </div>
            {release.history.length > 0 ? (
              <div>
                <Subtitle>History</Subtitle>
                <History>
                  {release.history.map((event, index) => (
                    <li key={index}>
                      {when(event.at)}: {event.actor} {ACTION_TEXT[event.action] ?? event.action}
                      {event.toVersion ? ` → ${event.toVersion}` : ''}
                      {event.percent !== null && event.action !== 'promoted' ? ` (${event.percent} %)` : ''}
                      {event.reason ? `: ${event.reason}` : ''}
                    </li>
                  ))}
                </History>
              </div>
            ) : null}
          </Section>
        </CardContent>
      </Section>
      <StartCanaryDialog {...dialogProps} />
      <ChangeShareDialog {...dialogProps} />
      <PromoteDialog {...dialogProps} />
      <RollbackDialog {...dialogProps} />
    </Card>
  );
}
