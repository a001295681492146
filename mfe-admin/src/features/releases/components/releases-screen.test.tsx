import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminReleasesApi, adminUser, authApi, failure, installApiServer, remoteRelease, unversionedBuildRelease, unversionedRelease } from '@alive/api-mocks';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import { formatDateTime } from '../../../shared/components/date-time.ts';
import ReleasesScreen from './releases-screen.tsx';

// Typing into the dialogs is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  api.use(authApi.currentUser(adminUser));
});
afterEach(() => {
  vi.useRealTimers();
});

const OVERVIEW = ['GET', '/api/admin/releases'] as const;

async function renderScreen(remote = 'Choices', user = userEvent.setup()) {
  renderAdminScreen(ReleasesScreen, { path: '/admin/releases' });
  await screen.findByRole('heading', { level: 1, name: 'Releases' });
  const card = await screen.findByRole('region', { name: remote });
  return { user, card: within(card) };
}

describe('Releases screen', () => {
  it('shows each remote\'s stable version, canary and share, figures per version, the last decision and the history', async () => {
    const { card } = await renderScreen();
    // Remotes by title, the registry's name beside it.
    expect(card.getByRole('heading', { level: 2, name: 'Choices' })).toBeInTheDocument();
    expect(card.getByText(/^Stable v1, canary v2 for 50 % of visitors/)).toHaveTextContent('feature app choices');
    // One date format across the admin screens.
    expect(card.getByText(`v2, 50 % of visitors since ${formatDateTime('2026-11-25T10:00:00.000Z')}`)).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'v2 serves 50 % of visitors' })).toHaveAttribute('aria-valuenow', '50');
    expect(card.getByText('v2, v1')).toBeInTheDocument();

    const table = card.getByRole('table', { name: 'Last hour, per version' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Version', 'Page loads', 'Error rate', 'Failed loads', 'p75 LCP', 'p75 INP']);
    const cells = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(/v1 \(stable\)/)).toEqual(['120', '1.0 %', '0.0 %', '900 ms', '80 ms']);
    expect(cells(/v2 \(canary\)/)).toEqual(['110', '45.0 %', '2.0 %', '1400 ms', '150 ms']);

    const decision = card.getByRole('status');
    expect(decision).toHaveTextContent('Last automatic decision');
    expect(decision).toHaveTextContent('Not yet clear');
    expect(decision).toHaveTextContent('Error rate 45.0 % (50 of 110 page loads)');

    expect(card.getByRole('listitem')).toHaveTextContent(`${formatDateTime('2026-11-25T10:00:00.000Z')}: Started canary v2 for 50 % of visitors — Ada Admin <admin@alive.local>`);
    for (const name of ['Start canary', 'Set stable version']) expect(card.queryByRole('button', { name })).toBeNull();
    for (const name of ['Change share', 'Promote', 'Roll back']) expect(card.getByRole('button', { name })).toBeInTheDocument();
  });

  it('draws page loads and page loads with an error per minute, with a summary in words and a legend', async () => {
    // The chart shows the hour up to now: a clock in the fixture's hour, not the day the test runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:30:00.000Z') });
    const { card } = await renderScreen();
    // The chart's drawing arrives with its own chunk (libs/ui line-chart.tsx).
    const chart = await card.findByRole('img', { name: /^Page loads and page loads with an error per minute over the last hour/ });
    expect(chart).toHaveAccessibleName(
      'Page loads and page loads with an error per minute over the last hour. v1 (stable): 60 page loads, 1 with an error (1.7 %); v2 (canary): 55 page loads, 25 with an error (45.5 %).',
    );
    const lines = (version: string) => chart.querySelectorAll(`g[data-series="${version}"] polyline`);
    expect(lines('v1')).toHaveLength(1); // one minute: a loads line, and a single error-rate point
    expect(lines('v1')[0]!.getAttribute('stroke')).not.toBe(lines('v2')[0]!.getAttribute('stroke'));
    expect(lines('v2')[0]).toHaveAttribute('stroke-dasharray');
    expect(card.getByText('v1 (stable)', { selector: 'figcaption span' })).toBeInTheDocument();
    expect(card.getByText('v2 (canary)', { selector: 'figcaption span' })).toBeInTheDocument();
  });

  it('makes an automatic rollback alarming, in words as well as colour, and a healthy canary calm', async () => {
    const worse = { verdict: 'worse' as const, reason: 'Error rate 100.0 % (20 of 20 page loads) against 0.0 % (0 of 40) on stable: worse beyond doubt.', at: '2026-11-25T10:03:00.000Z' };
    const healthy = { verdict: 'healthy' as const, reason: 'No worse than stable on errors, failed loads, LCP and INP.', at: '2026-11-25T10:03:00.000Z' };
    api.use(
      adminReleasesApi.releases({
        remotes: [
          remoteRelease({ canary: { version: 'v2', percent: 0, startedAt: '2026-11-25T10:00:00.000Z', judged: { loads: 20, minLoads: 20 } }, lastDecision: worse }),
          remoteRelease({ remote: 'profile', lastDecision: healthy }),
        ],
      }),
    );
    const { card } = await renderScreen();
    const alarm = card.getByRole('alert');
    expect(alarm).toHaveTextContent('Worse than stable: rolled back automatically');
    expect(alarm).toHaveTextContent('worse beyond doubt');
    expect(card.getByText(/v2, 0 % of visitors \(serves nobody\)/)).toBeInTheDocument();

    const calm = within(screen.getByRole('region', { name: 'Profile' }));
    expect(calm.queryByRole('alert')).toBeNull();
    expect(calm.getByRole('status')).toHaveTextContent('Healthy: no worse than stable');
  });

  it('starts a canary with the chosen version and share, then reads the overview again', async () => {
    api.use(
      adminReleasesApi.releases({
        remotes: [remoteRelease({ stable: 'v2', canary: null, lastDecision: null, versions: [
          { version: 'v3', publishedAt: '2026-11-25T11:00:00.000Z', files: 41 },
          { version: 'v2', publishedAt: '2026-11-25T09:00:00.000Z', files: 40 },
          { version: 'v1', publishedAt: '2026-11-20T09:00:00.000Z', files: 38 },
        ] })],
      }),
    );
    const { user, card } = await renderScreen();
    expect(api.requestsTo(...OVERVIEW)).toHaveLength(1);
    await user.click(card.getByRole('button', { name: 'Start canary' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a canary of Choices' }));
    // Published versions other than stable, newest first.
    await user.click(dialog.getByRole('combobox', { name: 'Version' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['v3', 'v1']);
    await user.click(screen.getByRole('option', { name: 'v1' }));

    const share = dialog.getByLabelText('Share of visitors (%)');
    for (const bad of ['0', '101', '2.5']) {
      await user.clear(share);
      await user.type(share, bad);
      await user.click(dialog.getByRole('button', { name: 'Start canary' }));
      expect(dialog.getByText('Enter a whole number from 1 to 100')).toBeInTheDocument();
    }
    expect(api.requestsTo('POST', '/api/admin/releases/choices/canary')).toHaveLength(0);

    await user.clear(share);
    await user.type(share, '25');
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    expect(await findToast()).toHaveTextContent('Canary started');
    expect(api.requestsTo('POST', '/api/admin/releases/choices/canary')[0]!.body).toEqual({ version: 'v1', percent: 25 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.requestsTo(...OVERVIEW)).toHaveLength(2));
  });

  it('changes the share, promotes and rolls back, each after a confirmation', async () => {
    const { user, card } = await renderScreen();
    await user.click(card.getByRole('button', { name: 'Change share' }));
    const shareDialog = within(await screen.findByRole('dialog', { name: 'Change the share of Choices v2' }));
    const share = shareDialog.getByLabelText('Share of visitors (%)');
    expect(share).toHaveValue(50);
    await user.clear(share);
    await user.type(share, '80');
    await user.click(shareDialog.getByRole('button', { name: 'Change share' }));
    expect(await findToast()).toHaveTextContent('Share changed');
    expect(api.requestsTo('PATCH', '/api/admin/releases/choices/canary')[0]!.body).toEqual({ percent: 80 });

    await user.click(card.getByRole('button', { name: 'Promote' }));
    const promote = within(await screen.findByRole('dialog', { name: 'Promote Choices v2?' }));
    expect(api.requestsTo('POST', '/api/admin/releases/choices/promote')).toHaveLength(0);
    // The judge had 110 of the 200 canary page loads it needs: promoting is promoting unjudged.
    expect(promote.getByRole('alert')).toHaveTextContent('Only 110 of 200 page loads judged');
    await user.click(promote.getByRole('button', { name: 'Promote anyway' }));
    expect(await findToast()).toHaveTextContent('Promoted');
    expect(api.requestsTo('POST', '/api/admin/releases/choices/promote')).toHaveLength(1);

    await user.click(card.getByRole('button', { name: 'Roll back' }));
    const rollback = within(await screen.findByRole('dialog', { name: 'Roll back Choices?' }));
    expect(rollback.queryByRole('combobox')).toBeNull(); // with a canary, the canary ends: nothing to choose
    await user.click(rollback.getByRole('button', { name: 'Roll back' }));
    expect(await findToast()).toHaveTextContent('Rolled back');
    expect(api.requestsTo('POST', '/api/admin/releases/choices/rollback')[0]!.body).toEqual({});
  });

  it('rolls back without a canary to the previous stable version, or to a chosen one', async () => {
    api.use(adminReleasesApi.releases({ remotes: [remoteRelease({ stable: 'v2', canary: null, lastDecision: null })] }));
    const { user, card } = await renderScreen();
    expect(card.queryByRole('button', { name: 'Promote' })).toBeNull();
    await user.click(card.getByRole('button', { name: 'Roll back' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Roll back Choices?' }));
    expect(dialog.getByRole('combobox', { name: 'Version' })).toHaveTextContent('The previous stable version');
    await user.click(dialog.getByRole('button', { name: 'Roll back' }));
    expect(await findToast()).toHaveTextContent('Rolled back');

    await user.click(card.getByRole('button', { name: 'Roll back' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Roll back Choices?' }));
    await user.click(dialog.getByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByRole('option', { name: 'v1' }));
    await user.click(dialog.getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/admin/releases/choices/rollback')).toHaveLength(2));
    expect(api.requestsTo('POST', '/api/admin/releases/choices/rollback').map((request) => request.body)).toEqual([{}, { version: 'v1' }]);
  });

  it('shows the server\'s reason when a change is refused, and keeps the dialog open', async () => {
    api.use(
      adminReleasesApi.releases({ remotes: [remoteRelease({ canary: null })] }),
      adminReleasesApi.startCanary(failure(409, 'choices already has a canary (v3): promote it or roll it back first')),
    );
    const { user, card } = await renderScreen();
    await user.click(card.getByRole('button', { name: 'Start canary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a canary of Choices' });
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('choices already has a canary (v3): promote it or roll it back first');
    expect(dialog).toBeInTheDocument();
  });

  it('says how to publish when a remote has no published version, and when there was no traffic', async () => {
    api.use(
      adminReleasesApi.releases({
        remotes: [remoteRelease({ stats: [{ version: 'v1', loads: 0, errorRate: null, failedLoadRate: null, lcpP75Ms: null, inpP75Ms: null }], timeline: [] }), unversionedRelease('profile')],
      }),
    );
    const { card } = await renderScreen();
    expect(card.getByText('No page loads in the last hour')).toBeInTheDocument();
    expect(card.queryByRole('table')).toBeNull();
    expect(card.queryByRole('img')).toBeNull();

    const unversioned = within(screen.getByRole('region', { name: 'Profile' }));
    expect(unversioned.getByText(/^Served unversioned: no build seen here/)).toBeInTheDocument();
    expect(unversioned.getByRole('status')).toHaveTextContent('No published versions');
    expect(unversioned.getByRole('status')).toHaveTextContent('this service cannot publish it itself');
    expect(unversioned.getByText('npm run publish:remote -- profile <version>')).toBeInTheDocument();
    expect(unversioned.getByText('No page loads in the last hour')).toBeInTheDocument();
    expect(unversioned.getByText('No changes yet')).toBeInTheDocument();
    // Nothing to act on here but copying the command.
    expect(unversioned.getAllByRole('button').map((button) => button.textContent)).toEqual(['Copy']);
  });

  it('copies the publish command', async () => {
    api.use(adminReleasesApi.releases({ remotes: [unversionedRelease('profile')] }));
    const { user, card } = await renderScreen('Profile');
    await user.click(card.getByRole('button', { name: 'Copy npm run publish:remote -- profile <version>' }));
    expect(await navigator.clipboard.readText()).toBe('npm run publish:remote -- profile <version>');
    expect(await findToast()).toHaveTextContent('Copied');
  });

  it('shows the build a fresh site serves as a version with its page loads, and publishes it from here', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:30:00.000Z') });
    api.use(adminReleasesApi.releases({ remotes: [unversionedBuildRelease('groups')] }));
    const { user, card } = await renderScreen('Groups');
    expect(card.getByText(/^Served unversioned from build 3f2a9c1d0b, not yet published/)).toBeInTheDocument();
    const table = card.getByRole('table', { name: 'Last hour, per version' });
    expect(within(within(table).getByRole('row', { name: /build 3f2a9c1d0b \(served unversioned\)/ })).getAllByRole('cell')[0]).toHaveTextContent('67');
    expect(card.queryByText('No page loads in the last hour')).toBeNull();
    // This service sees the build: Publish here, or the command where the build is.
    expect(card.getByRole('status')).toHaveTextContent('build 3f2a9c1d0b is not published yet');
    expect(card.getByText('npm run publish:remote -- groups <version>')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Publish this build' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish Groups build 3f2a9c1d0b' }));
    const name = dialog.getByLabelText('Version name');
    expect(name).toHaveValue('2026.11.25-3f2a9c');
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(dialog.getByText('Give the version a name')).toBeInTheDocument();
    await user.type(name, 'g1');
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(async () => expect(await findToast()).toHaveTextContent('Build 3f2a9c1d0b of groups is published as g1'));
    expect(api.requestsTo('POST', '/api/admin/releases/groups/publish')[0]!.body).toEqual({ version: 'g1', build: '3f2a9c1d0b' });
  });

  it('offers to make a published build stable, with that version chosen', async () => {
    api.use(
      adminReleasesApi.releases({
        remotes: [
          unversionedBuildRelease('groups', {
            versions: [{ version: 'g1', publishedAt: '2026-11-25T09:00:00.000Z', files: 12 }],
            unversionedBuild: { id: '3f2a9c1d0b', label: 'build:3f2a9c1d0b', publishable: true, publishedAs: 'g1' },
          }),
        ],
      }),
    );
    const { user, card } = await renderScreen('Groups');
    expect(card.getByRole('status')).toHaveTextContent('Published as g1, not stable yet');
    expect(card.queryByRole('button', { name: 'Publish this build' })).toBeNull();
    // Its one published version has its own button: no second, generic one.
    expect(card.queryByRole('button', { name: 'Set stable version' })).toBeNull();
    await user.click(card.getByRole('button', { name: 'Set stable version → g1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the stable version of Groups' }));
    expect(dialog.getByRole('combobox', { name: 'Version' })).toHaveTextContent('g1');
    await user.click(dialog.getByRole('button', { name: 'Set stable version' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/admin/releases/groups/rollback')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/admin/releases/groups/rollback')[0]!.body).toEqual({ version: 'g1' });
  });

  it('promotes a judged canary without a second thought', async () => {
    api.use(adminReleasesApi.releases({ remotes: [remoteRelease({ canary: { version: 'v2', percent: 50, startedAt: '2026-11-25T10:00:00.000Z', judged: { loads: 240, minLoads: 200 } } })] }));
    const { user, card } = await renderScreen();
    await user.click(card.getByRole('button', { name: 'Promote' }));
    const promote = within(await screen.findByRole('dialog', { name: 'Promote Choices v2?' }));
    expect(promote.queryByRole('alert')).toBeNull();
    expect(promote.getByRole('button', { name: 'Promote' })).toBeInTheDocument();
  });

  it('gives a remote served unversioned its first stable version', async () => {
    api.use(
      adminReleasesApi.releases({ remotes: [{ ...unversionedRelease('groups'), versions: [{ version: 'g1', publishedAt: '2026-11-25T09:00:00.000Z', files: 12 }] }] }),
    );
    const { user, card } = await renderScreen('Groups');
    expect(card.queryByRole('button', { name: 'Start canary' })).toBeNull();
    await user.click(card.getByRole('button', { name: 'Set stable version' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the stable version of Groups' }));
    await user.click(dialog.getByRole('button', { name: 'Set stable version' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose a version');
    await user.click(dialog.getByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByRole('option', { name: 'g1' }));
    await user.click(dialog.getByRole('button', { name: 'Set stable version' }));
    await findToast();
    expect(api.requestsTo('POST', '/api/admin/releases/groups/rollback')[0]!.body).toEqual({ version: 'g1' });
  });

  it('reads the overview again every 10 s, and keeps the last figures when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderScreen('Choices', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(api.requestsTo(...OVERVIEW)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(api.requestsTo(...OVERVIEW)).toHaveLength(2));

    api.use(adminReleasesApi.releases(failure(503, 'Service Unavailable')));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByText('Could not refresh')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Choices' })).toBeInTheDocument();
  });

  it('offers to try again when the releases cannot be loaded', async () => {
    api.use(adminReleasesApi.releases(failure(500, 'boom')));
    renderAdminScreen(ReleasesScreen, { path: '/admin/releases' });
    expect(await screen.findByText('Releases could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
