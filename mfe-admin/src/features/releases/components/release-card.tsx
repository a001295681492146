import type { ReleaseDecision, ReleaseEvent, ReleaseVersionStats, RemoteRelease } from '@alive/contracts';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, fontWeights, ProgressBar, space, Text } from '@alive/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useReleaseActions } from '../hooks/use-release-actions.ts';
import { ReleaseTimelineChart } from './release-timeline-chart.tsx';
import { ChangeShareDialog, PromoteDialog, RollbackDialog, StartCanaryDialog, type ReleaseDialog } from './release-dialogs.tsx';

const Content = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space[2]} ${space[4]};
  margin: 0;
  font-size: ${fontSizes.sm};
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${space[1]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
`;

const BlockTitle = styled.h3`
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  margin: 0;
`;

/** Wide tables scroll inside the card, never the page (375 px screens). */
const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${fontSizes.sm};
    overflow-wrap: normal;
  }
  caption {
    text-align: left;
    color: ${colors.textMuted};
    padding-bottom: ${space[1]};
  }
  th,
  td {
    text-align: right;
    padding: ${space[1]} ${space[2]};
    border-bottom: 1px solid ${colors.border};
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
`;

const History = styled.ol`
  margin: 0;
  padding-left: ${space[5]};
  font-size: ${fontSizes.sm};
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`;

const Code = styled.code`
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

const percentText = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
const msText = (value: number | null) => (value === null ? '—' : `${value} ms`);
const when = (iso: string) => new Date(iso).toLocaleString();

/** The judge's verdicts in words (not colour alone): worse is an alarm, healthy is calm. */
const VERDICTS: Record<ReleaseDecision['verdict'], { label: string; alert: 'danger' | 'success' | 'info' }> = {
  worse: { label: 'Worse than stable: rolled back automatically', alert: 'danger' },
  healthy: { label: 'Healthy: no worse than stable', alert: 'success' },
  inconclusive: { label: 'Not yet clear', alert: 'info' },
  'insufficient-data': { label: 'Collecting page loads', alert: 'info' },
};

const ACTIONS: Record<ReleaseEvent['action'], string> = {
  'stable-set-from-file': 'set stable from the versions file',
  'canary-started': 'started a canary',
  'canary-share-changed': 'changed the canary share',
  promoted: 'promoted',
  'rolled-back': 'rolled back',
  'automatic-rollback': 'rolled the canary back automatically',
};

function historyLine(event: ReleaseEvent): string {
  const versions = event.fromVersion && event.toVersion ? ` ${event.fromVersion} → ${event.toVersion}` : event.toVersion ? ` → ${event.toVersion}` : '';
  const share = event.action === 'canary-started' || event.action === 'canary-share-changed' ? ` (${event.percent} %)` : '';
  return `${event.actor} ${ACTIONS[event.action]}${versions}${share}${event.reason ? `: ${event.reason}` : ''}`;
}

function roleOf(version: string, release: RemoteRelease): string {
  if (version === release.canary?.version) return ' (canary)';
  return version === release.stable ? ' (stable)' : '';
}

function StatsTable({ stats, release }: { stats: readonly ReleaseVersionStats[]; release: RemoteRelease }) {
  return (
    <TableScroll>
      <table>
        <caption>Last hour, per version</caption>
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
                {roleOf(row.version, release)}
              </th>
              <td>{row.loads}</td>
              <td>{percentText(row.errorRate)}</td>
              <td>{percentText(row.failedLoadRate)}</td>
              <td>{msText(row.lcpP75Ms)}</td>
              <td>{msText(row.inpP75Ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Decision({ decision }: { decision: ReleaseDecision }) {
  const look = VERDICTS[decision.verdict];
  return (
    <Alert variant={look.alert} title={`Last automatic decision: ${look.label}`}>
      {decision.reason} <time dateTime={decision.at}>({when(decision.at)})</time>
    </Alert>
  );
}

function summary(release: RemoteRelease): string {
  if (!release.stable) return 'Served unversioned (its build folder)';
  return release.canary ? `Stable ${release.stable}, canary ${release.canary.version} for ${release.canary.percent} % of visitors` : `Stable ${release.stable}, no canary`;
}

/** One remote's release: what serves, how each version does, the judge's verdict, the buttons and the history. */
export function ReleaseCard({ release }: { release: RemoteRelease }) {
  const [dialog, setDialog] = useState<ReleaseDialog>(null);
  const actions = useReleaseActions(() => setDialog(null));
  const dialogProps = { release, open: dialog, onClose: () => setDialog(null), onConfirm: actions.run, busy: actions.isPending };
  const headingId = `release-${release.remote}`;
  const { canary, stable } = release;
  const canStart = stable !== null && !canary && release.versions.some((published) => published.version !== stable);
  const hadTraffic = release.stats.some((row) => row.loads > 0);

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {release.remote}
        </CardTitle>
        <CardDescription>{summary(release)}</CardDescription>
      </CardHeader>
      <Content>
        <Facts>
          <dt>Stable</dt>
          <dd>{stable ?? 'None (served unversioned)'}</dd>
          <dt>Canary</dt>
          <dd>
            {canary ? (
              <>
                <span>
                  {canary.version}, {canary.percent} % of visitors{canary.percent === 0 ? ' (serves nobody)' : ''} since {when(canary.startedAt)}
                </span>
                <ProgressBar value={canary.percent} label={`${canary.version} serves ${canary.percent} % of visitors`} tone={canary.percent === 0 ? 'danger' : 'brand'} />
              </>
            ) : (
              'None'
            )}
          </dd>
          <dt>Published</dt>
          <dd>{release.versions.length > 0 ? release.versions.map((published) => published.version).join(', ') : 'None yet'}</dd>
        </Facts>
        {release.versions.length === 0 ? (
          <Alert variant="info" title="No published versions">
            Publish a build to release it to a share of visitors: <Code>npm run publish:remote -- {release.remote} &lt;version&gt;</Code>
          </Alert>
        ) : null}
        {release.lastDecision ? <Decision decision={release.lastDecision} /> : null}
        {release.versions.length > 0 ? (
          <Actions>
            {canStart ? <Button onClick={() => setDialog('start')}>Start canary</Button> : null}
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
            {stable ? (
              <Button variant="destructive" onClick={() => setDialog('rollback')}>
                Roll back
              </Button>
            ) : (
              // Unversioned: the only change the server takes is naming a published version stable.
              <Button variant="outline" onClick={() => setDialog('rollback')}>
                Set stable version
              </Button>
            )}
          </Actions>
        ) : null}
        <Block>
          <BlockTitle>Last hour</BlockTitle>
          {hadTraffic ? (
            <>
              <StatsTable stats={release.stats} release={release} />
              <ReleaseTimelineChart release={release} />
            </>
          ) : (
            <Text $size="sm" $tone="muted">No page loads in the last hour</Text>
          )}
        </Block>
        <Block>
          <BlockTitle>History</BlockTitle>
          {release.history.length > 0 ? (
            <History>
              {release.history.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <time dateTime={event.at}>{when(event.at)}</time>: {historyLine(event)}
                </li>
              ))}
            </History>
          ) : (
            <Text $size="sm" $tone="muted">No changes yet</Text>
          )}
        </Block>
      </Content>
      <StartCanaryDialog {...dialogProps} />
      <ChangeShareDialog {...dialogProps} />
      <PromoteDialog {...dialogProps} />
      <RollbackDialog {...dialogProps} />
    </Card>
  );
}
