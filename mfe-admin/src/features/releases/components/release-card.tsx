import { publishCommand } from '@alive/contracts/constants';
import type { ReleaseDecision, ReleaseVersionStats, RemoteRelease } from '@alive/contracts';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, fontWeights, ProgressBar, space, Text, useToast } from '@alive/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/components/date-time.ts';
import { useReleaseActions } from '../hooks/use-release-actions.ts';
import { ReleaseTimelineChart } from './release-timeline-chart.tsx';
import { ChangeShareDialog, PromoteDialog, PublishBuildDialog, RollbackDialog, StartCanaryDialog, type ReleaseDialog } from './release-dialogs.tsx';
import { historyLabel, remoteTitle, versionName, versionWithRole } from './release-text.ts';

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

const CommandRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-top: ${space[2]};
  code {
    padding: ${space[1]} ${space[2]};
    border: 1px solid ${colors.border};
    border-radius: 6px;
    background: ${colors.surfaceMuted};
  }
`;

const HelpText = styled.p`
  margin: ${space[2]} 0 0;
`;

const percentText = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
const msText = (value: number | null) => (value === null ? '—' : `${value} ms`);

/** The judge's verdicts in words (not colour alone): worse is an alarm, healthy is calm. */
const VERDICTS: Record<ReleaseDecision['verdict'], { label: string; alert: 'danger' | 'success' | 'info' }> = {
  worse: { label: 'Worse than stable: rolled back automatically', alert: 'danger' },
  healthy: { label: 'Healthy: no worse than stable', alert: 'success' },
  inconclusive: { label: 'Not yet clear', alert: 'info' },
  'insufficient-data': { label: 'Collecting page loads', alert: 'info' },
};

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
              <th scope="row">{versionWithRole(row.version, release)}</th>
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
      {decision.reason} <time dateTime={decision.at}>({formatDateTime(decision.at)})</time>
    </Alert>
  );
}

function summary(release: RemoteRelease): string {
  const build = release.unversionedBuild;
  if (!release.stable) {
    if (!build) return 'Served unversioned: no build seen here, and no page loads in the last hour';
    return `Served unversioned from ${versionName(build.label)}, ${build.publishedAs ? `published as ${build.publishedAs} but not stable yet` : 'not yet published'}`;
  }
  return release.canary ? `Stable ${release.stable}, canary ${release.canary.version} for ${release.canary.percent} % of visitors` : `Stable ${release.stable}, no canary`;
}

/** A command to run, and a button that copies it (the clipboard needs a secure page: localhost or https). */
function CommandLine({ command }: { command: string }) {
  const { toast } = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      toast({ variant: 'success', title: 'Copied', description: command });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the command and copy it.' });
    }
  }
  return (
    <CommandRow>
      <Code>{command}</Code>
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={`Copy ${command}`}>
        Copy
      </Button>
    </CommandRow>
  );
}

/**
 * A remote served unversioned cannot be released to a share or rolled back until its build has a
 * version: say what to do, with the command to run where the build is, and Publish where this service
 * can do it itself; a build published already only waits to be made stable.
 */
function Unversioned({ release, onPublish, onSetStable }: { release: RemoteRelease; onPublish: () => void; onSetStable: (version: string) => void }) {
  const build = release.unversionedBuild;
  if (build?.publishedAs) {
    return (
      <Alert variant="info" title={`Published as ${build.publishedAs}, not stable yet`}>
        Make it the stable version: then it can go to a share of visitors and be rolled back.
        <HelpText>
          <Button size="sm" onClick={() => onSetStable(build.publishedAs!)}>
            Set stable version → {build.publishedAs}
          </Button>
        </HelpText>
      </Alert>
    );
  }
  return (
    <Alert variant="info" title={build ? `${versionName(build.label)} is not published yet` : 'No published versions'}>
      Until a build is published under a version, it cannot go to a share of visitors or be rolled back.
      {build?.publishable ? (
        <HelpText>
          <Button size="sm" onClick={onPublish}>
            Publish this build
          </Button>
        </HelpText>
      ) : null}
      <HelpText>{build?.publishable ? 'Or run this where the build is:' : 'Run this where the build is (this service cannot publish it itself), then set it stable here:'}</HelpText>
      <CommandLine command={publishCommand(release.remote)} />
    </Alert>
  );
}

/** One remote's release: what serves, how each version does, the judge's verdict, the buttons and the history. */
export function ReleaseCard({ release }: { release: RemoteRelease }) {
  const [dialog, setDialog] = useState<ReleaseDialog>(null);
  const [stableChoice, setStableChoice] = useState<string | undefined>(undefined);
  const actions = useReleaseActions(() => setDialog(null));
  const dialogProps = { release, open: dialog, onClose: () => setDialog(null), onConfirm: actions.run, busy: actions.isPending };
  const headingId = `release-${release.remote}`;
  const { canary, stable } = release;
  const build = release.unversionedBuild;
  const title = remoteTitle(release.remote);
  const canStart = stable !== null && !canary && release.versions.some((published) => published.version !== stable);
  const hadTraffic = release.stats.some((row) => row.loads > 0);
  // The build's own published version has its button in the Unversioned card; this one is for choosing another.
  const offersOtherStable = release.versions.some((published) => published.version !== build?.publishedAs);
  const setStable = (version?: string) => {
    setStableChoice(version);
    setDialog('rollback');
  };

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {title}
        </CardTitle>
        <CardDescription>
          {summary(release)} · feature app <Code>{release.remote}</Code>
        </CardDescription>
      </CardHeader>
      <Content>
        <Facts>
          <dt>Stable</dt>
          <dd>{stable ?? (build ? `None yet: everyone gets ${versionName(build.label)}, served unversioned` : 'None (served unversioned)')}</dd>
          <dt>Canary</dt>
          <dd>
            {canary ? (
              <>
                <span>
                  {canary.version}, {canary.percent} % of visitors{canary.percent === 0 ? ' (serves nobody)' : ''} since {formatDateTime(canary.startedAt)}
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
        {stable === null ? <Unversioned release={release} onPublish={() => setDialog('publish')} onSetStable={setStable} /> : null}
        {release.lastDecision ? <Decision decision={release.lastDecision} /> : null}
        {release.versions.length > 0 && (stable !== null || offersOtherStable) ? (
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
              <Button variant="destructive" onClick={() => setStable()}>
                Roll back
              </Button>
            ) : offersOtherStable ? (
              // Unversioned: the only change the server takes is naming a published version stable.
              <Button variant="outline" onClick={() => setStable()}>
                Set stable version
              </Button>
            ) : null}
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
            <Text $size="sm" $tone="muted">
              No page loads in the last hour
            </Text>
          )}
        </Block>
        <Block>
          <BlockTitle>History</BlockTitle>
          {release.history.length > 0 ? (
            <History>
              {release.history.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>: <strong>{historyLabel(event)}</strong>
                  {event.reason ? ` (${event.reason})` : ''} — {event.actor}
                </li>
              ))}
            </History>
          ) : (
            <Text $size="sm" $tone="muted">
              No changes yet
            </Text>
          )}
        </Block>
      </Content>
      <StartCanaryDialog {...dialogProps} />
      <ChangeShareDialog {...dialogProps} />
      <PromoteDialog {...dialogProps} />
      <RollbackDialog {...dialogProps} initialVersion={stableChoice} />
      <PublishBuildDialog {...dialogProps} />
    </Card>
  );
}
