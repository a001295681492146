import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminReleasesApi, adminUser, authApi, failure, installApiServer, remoteRelease, unversionedRelease } from '@alive/api-mocks';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import ReleasesScreen from './releases-screen.tsx';

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  api.use(authApi.currentUser(adminUser));
});

async function renderScreen() {
  const user = userEvent.setup();
  renderAdminScreen(ReleasesScreen, { path: '/admin/releases' });
  await screen.findByRole('heading', { level: 1, name: 'Releases' });
  const card = await screen.findByRole('region', { name: 'choices' });
  return { user, card: within(card) };
}

describe('Releases screen', () => {
  it('shows each remote\'s stable version, canary and share, figures per version, the last decision and the history', async () => {
    const { card } = await renderScreen();
    expect(card.getByText('v2, 50 % of visitors', { exact: false })).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'v2 serves 50 % of visitors' })).toBeInTheDocument();
    const table = card.getByRole('table', { name: 'Last hour, per version' });
    const canaryRow = within(table).getByRole('row', { name: /v2 \(canary\)/ });
    expect(within(canaryRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['110', '45.0 %', '2.0 %', '1400 ms', '150 ms']);
    expect(card.getByText('Not yet clear')).toBeInTheDocument();
    expect(card.getByText(/Error rate 45.0 %/)).toBeInTheDocument();
    expect(card.getByText(/Ada Admin <admin@alive.local> started a canary → v2 \(50 %\)/)).toBeInTheDocument();
    expect(card.getByRole('img', { name: /v1 1.7 % of 60 page loads, v2 45.5 % of 55 page loads/ })).toBeInTheDocument();
    const unversioned = within(screen.getByRole('region', { name: 'profile' }));
    expect(unversioned.getByText('Served unversioned (its build folder)')).toBeInTheDocument();
    expect(unversioned.getByText(/npm run publish:remote -- profile/)).toBeInTheDocument();
    expect(unversioned.getByRole('img', { name: 'No page loads in the last hour' })).toBeInTheDocument();
    expect(unversioned.queryByRole('button')).toBeNull();
  });

  it('makes an automatic rollback stand out, in words as well as colour', async () => {
    api.use(
      adminReleasesApi.overview({
        remotes: [remoteRelease({ canary: { version: 'v2', percent: 0, startedAt: '2026-11-25T10:00:00.000Z' }, lastDecision: { verdict: 'worse', reason: 'Error rate 100.0 % (20 of 20 page loads) against 0.0 % (0 of 40) on stable: worse beyond doubt at 99 % confidence.', at: '2026-11-25T10:03:00.000Z' } })],
      }),
    );
    const { card } = await renderScreen();
    const decision = card.getByRole('alert');
    expect(decision).toHaveTextContent('Worse than stable: rolled back');
    expect(decision).toHaveTextContent('worse beyond doubt');
  });

  it('starts a canary with the chosen version and share', async () => {
    api.use(adminReleasesApi.overview({ remotes: [remoteRelease({ canary: null, lastDecision: null })] }));
    const { user, card } = await renderScreen();
    await user.click(card.getByRole('button', { name: 'Start canary' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a canary of choices' }));
    const share = dialog.getByLabelText('Share of visitors (%)');
    await user.clear(share);
    await user.type(share, '0');
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    expect(dialog.getByText('Enter a whole number from 1 to 100')).toBeInTheDocument();
    await user.clear(share);
    await user.type(share, '25');
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    expect(await findToast()).toHaveTextContent('Canary started');
    expect(api.requestsTo('POST', '/api/admin/releases/choices/canary')[0]!.body).toEqual({ version: 'v2', percent: 25 });
  });

  it('changes the share, promotes and rolls back, each after a confirmation', async () => {
    const { user, card } = await renderScreen();
    await user.click(card.getByRole('button', { name: 'Change share' }));
    const shareDialog = within(await screen.findByRole('dialog'));
    const share = shareDialog.getByLabelText('Share of visitors (%)');
    await user.clear(share);
    await user.type(share, '80');
    await user.click(shareDialog.getByRole('button', { name: 'Change share' }));
    expect(await findToast()).toHaveTextContent('Share changed');
    expect(api.requestsTo('PATCH', '/api/admin/releases/choices/canary')[0]!.body).toEqual({ percent: 80 });

    await user.click(card.getByRole('button', { name: 'Promote' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Promote choices v2?' })).getByRole('button', { name: 'Promote' }));
    expect(await findToast()).toHaveTextContent('Promoted');
    expect(api.requestsTo('POST', '/api/admin/releases/choices/promote')).toHaveLength(1);

    await user.click(card.getByRole('button', { name: 'Roll back' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Roll back choices?' })).getByRole('button', { name: 'Roll back' }));
    expect(await findToast()).toHaveTextContent('Rolled back');
    expect(api.requestsTo('POST', '/api/admin/releases/choices/rollback')[0]!.body).toEqual({});
  });

  it('shows the server\'s reason when a change is refused', async () => {
    api.use(adminReleasesApi.promote(failure(409, 'choices has no canary to promote')));
    const { user, card } = await renderScreen();
    await user.click(card.getByRole('button', { name: 'Promote' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect(await findToast()).toHaveTextContent(/Error.*choices has no canary to promote/);
  });

  it('offers to try again when the releases cannot be loaded', async () => {
    api.use(adminReleasesApi.overview(failure(500, 'boom')));
    renderAdminScreen(ReleasesScreen, { path: '/admin/releases' });
    expect(await screen.findByText('Releases could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists an unversioned remote without a chart of its own traffic', async () => {
    api.use(adminReleasesApi.overview({ remotes: [unversionedRelease('groups')] }));
    renderAdminScreen(ReleasesScreen, { path: '/admin/releases' });
    expect(await screen.findByRole('region', { name: 'groups' })).toBeInTheDocument();
  });
});
