import { Alert, PageHeader, QueryError, ScreenPage, Skeleton, Stack, useLoginRedirectOnError } from '@alive/ui';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { useReleasesOverview } from '../api/get-releases-overview.ts';
import { formatDateTime } from '../../../shared/components/date-time.ts';
import { ReleaseCard } from './release-card.tsx';

function Releases() {
  const overview = useReleasesOverview();
  useLoginRedirectOnError(overview.error);
  if (overview.isPending) return <Skeleton height={240} />;
  if (!overview.data) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} title="Releases could not be loaded" />;
  return (
    <Stack $gap={6}>
      {/* A failed refresh keeps the last figures on screen, saying how old they are. */}
      {overview.isError ? (
        <Alert variant="warning" title="Could not refresh">
          Showing the releases as of {formatDateTime(overview.dataUpdatedAt)}; trying again every 10 seconds.
        </Alert>
      ) : null}
      {overview.data.remotes.map((release) => (
        <ReleaseCard key={release.remote} release={release} />
      ))}
    </Stack>
  );
}

/**
 * Releases (docs/product/admin.md, Releases): each remote's stable version and canary, how each version
 * does in people's browsers over the last hour, the automatic judge's last verdict, and the buttons to
 * start a canary, change its share, promote and roll back.
 */
export default function ReleasesScreen() {
  return (
    <AdminOnly>
      <ScreenPage>
        <PageHeader eyebrow="Administration" title="Releases" description="Release a feature app to a share of visitors, watch how it does, and promote or roll it back." />
        <Releases />
      </ScreenPage>
    </AdminOnly>
  );
}
