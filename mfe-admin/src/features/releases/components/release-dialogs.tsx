import type { RemoteRelease } from '@alive/contracts';
import { Alert, Button, colors, Dialog, fontSizes, FormDialog, Select, TextField } from '@alive/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LabelledField as Field } from '../../../shared/components/layout.ts';
import type { ReleaseAction } from '../hooks/use-release-actions.ts';
import { promoteWarning, remoteTitle, versionName } from './release-text.ts';

const FieldError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
`;

export type ReleaseDialog = 'start' | 'share' | 'promote' | 'rollback' | 'publish' | null;

interface DialogProps {
  release: RemoteRelease;
  open: ReleaseDialog;
  onClose: () => void;
  onConfirm: (action: ReleaseAction) => void;
  busy: boolean;
}

/** A share from a text field: a whole number within bounds, or a message saying what is wrong. */
function parseShare(text: string, min: number): { percent: number } | { error: string } {
  const percent = Number(text);
  if (!/^\d{1,3}$/.test(text.trim()) || percent < min || percent > 100) return { error: `Enter a whole number from ${min} to 100` };
  return { percent };
}

export function StartCanaryDialog({ release, open, onClose, onConfirm, busy }: DialogProps) {
  const candidates = release.versions.filter((published) => published.version !== release.stable);
  const [version, setVersion] = useState<string | undefined>(undefined);
  const [share, setShare] = useState('10');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open !== 'start') return;
    setVersion(candidates[0]?.version);
    setShare('10');
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens only
  }, [open]);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseShare(share, 1);
    if ('error' in parsed) return setError(parsed.error);
    if (!version) return setError('Choose a version');
    onConfirm({ kind: 'start', remote: release.remote, version, percent: parsed.percent });
  }
  return (
    <FormDialog open={open === 'start'} onOpenChange={(next) => !next && onClose()} title={`Start a canary of ${remoteTitle(release.remote)}`} description="Visitors in the share get this version on their next page load; everyone else stays on stable." dismissible={!busy}
      onSubmit={submit}
      formLabel="Start canary"
      actions={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Start canary
          </Button>
        </>
      }
    >
      <Field>
        <label htmlFor={`canary-version-${release.remote}`}>Version</label>
        <Select id={`canary-version-${release.remote}`} options={candidates.map((c) => ({ value: c.version, label: c.version }))} value={version ?? ''} onValueChange={setVersion} placeholder="Choose a version" />
      </Field>
      <TextField label="Share of visitors (%)" type="number" min={1} max={100} step={1} value={share} onChange={(e) => setShare(e.target.value)} error={error} />
    </FormDialog>
  );
}

export function ChangeShareDialog({ release, open, onClose, onConfirm, busy }: DialogProps) {
  const [share, setShare] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open !== 'share') return;
    setShare(String(release.canary?.percent ?? 0));
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens only
  }, [open]);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseShare(share, 0);
    if ('error' in parsed) return setError(parsed.error);
    onConfirm({ kind: 'share', remote: release.remote, percent: parsed.percent });
  }
  return (
    <FormDialog open={open === 'share'} onOpenChange={(next) => !next && onClose()} title={`Change the share of ${remoteTitle(release.remote)} ${release.canary?.version ?? ''}`} description="0 keeps the canary on record but serves nobody." dismissible={!busy}
      onSubmit={submit}
      formLabel="Change share"
      actions={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Change share
          </Button>
        </>
      }
    >
      <TextField label="Share of visitors (%)" type="number" min={0} max={100} step={1} value={share} onChange={(e) => setShare(e.target.value)} error={error} data-autofocus />
    </FormDialog>
  );
}

/**
 * Promote asks for a second thought when the judge has had fewer canary page loads than it needs to
 * say anything (its own minimum, recorded with its verdict): promoting then is promoting unjudged.
 */
export function PromoteDialog({ release, open, onClose, onConfirm, busy }: DialogProps) {
  const warning = promoteWarning(release.canary);
  return (
    <Dialog
      open={open === 'promote'}
      onOpenChange={(next) => !next && onClose()}
      title={`Promote ${remoteTitle(release.remote)} ${release.canary?.version ?? ''}?`}
      description={`It becomes the stable version for every visitor, replacing ${release.stable ?? 'the current one'}.`}
      dismissible={!busy}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" variant={warning ? 'destructive' : 'primary'} loading={busy} onClick={() => onConfirm({ kind: 'promote', remote: release.remote })}>
            {warning ? 'Promote anyway' : 'Promote'}
          </Button>
        </>
      }
    >
      {warning ? (
        <Alert variant="warning" title="Not judged yet">
          {warning}
        </Alert>
      ) : null}
    </Dialog>
  );
}

/** A version name for a build: today's date and the build id, sortable and unique enough to need no thought. */
export function suggestedVersion(buildId: string, today = new Date()): string {
  return `${today.toISOString().slice(0, 10).replaceAll('-', '.')}-${buildId.slice(0, 6)}`;
}

/** Publish the build a remote is served unversioned from, under a version name (the admin service copies it). */
export function PublishBuildDialog({ release, open, onClose, onConfirm, busy }: DialogProps) {
  const build = release.unversionedBuild;
  const [version, setVersion] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open !== 'publish' || !build) return;
    setVersion(suggestedVersion(build.id));
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens only
  }, [open]);
  if (!build) return null;
  return (
    <FormDialog
      open={open === 'publish'}
      onOpenChange={(next) => !next && onClose()}
      title={`Publish ${remoteTitle(release.remote)} ${versionName(build.label)}`}
      description="Copies this build to the published versions under the name you give, as npm run publish:remote does. Visitors get it only once you set it stable."
      dismissible={!busy}
      formLabel="Publish"
      onSubmit={(event) => {
        event.preventDefault();
        if (!version.trim()) return setError('Give the version a name');
        onConfirm({ kind: 'publish', remote: release.remote, version: version.trim(), build: build.id });
      }}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Publish
          </Button>
        </>
      }
    >
      <TextField
        label="Version name"
        hint="Letters, digits and . + _ - (a published version never changes)"
        value={version}
        onChange={(event) => setVersion(event.target.value)}
        error={error}
        data-autofocus
      />
    </FormDialog>
  );
}

export function RollbackDialog({ release, open, onClose, onConfirm, busy, initialVersion }: DialogProps & { initialVersion?: string }) {
  const { canary, stable } = release;
  const others = release.versions.filter((published) => published.version !== stable);
  const [version, setVersion] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open !== 'rollback') return;
    setVersion(initialVersion);
    setError(null);
  }, [open, initialVersion]);
  // Unversioned: there is nothing to go back to, a published version has to be named.
  const needsVersion = stable === null;
  const title = needsVersion ? `Set the stable version of ${remoteTitle(release.remote)}` : `Roll back ${remoteTitle(release.remote)}?`;
  const description = canary
    ? `${canary.version} stops; every visitor gets ${stable} on their next page load.`
    : needsVersion
      ? 'Every visitor gets this version on their next page load, instead of the unversioned build.'
      : 'The stable version before this one (or the version you choose) becomes stable again for every visitor.';
  const versionId = `rollback-version-${release.remote}`;
  return (
    <FormDialog
      open={open === 'rollback'}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      dismissible={!busy}
      formLabel={needsVersion ? 'Set stable version' : 'Roll back'}
      onSubmit={(event) => {
        event.preventDefault();
        if (needsVersion && !version) return setError('Choose a version');
        onConfirm({ kind: 'rollback', remote: release.remote, ...(version ? { version } : {}) });
      }}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={needsVersion ? 'primary' : 'destructive'} loading={busy}>
            {needsVersion ? 'Set stable version' : 'Roll back'}
          </Button>
        </>
      }
    >
      {canary ? null : (
        <Field>
          <label htmlFor={versionId}>Version</label>
          <Select
            id={versionId}
            options={others.map((published) => ({ value: published.version, label: published.version }))}
            value={version ?? ''}
            onValueChange={setVersion}
            placeholder={needsVersion ? 'Choose a version' : 'The previous stable version'}
            invalid={error !== null}
            aria-describedby={error ? `${versionId}-error` : undefined}
          />
          {error ? <FieldError id={`${versionId}-error`}>{error}</FieldError> : null}
        </Field>
      )}
    </FormDialog>
  );
}
