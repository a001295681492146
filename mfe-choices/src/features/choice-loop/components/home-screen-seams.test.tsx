import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, currentUserQueryKey, onChoiceRecorded } from '@alive/api-client';
import { UiProvider } from '@alive/ui';
import { authApi, choicesApi, failure, installApiServer } from '@alive/api-mocks';
import { installChoiceDevice } from '../../../test/choice-device.ts';
import { renderHomeScreen } from '../../../test/render-home-screen.tsx';
import { ChoiceLoop } from './choice-loop.tsx';

// How the home screen meets the rest of the page: the shell's current user, the 401 check, and the
// one announcement of a recorded choice (docs/architecture.md, "Remotes react to a choice").

vi.mock('@alive/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@alive/ui')>();
  return { ...ui, RemoteComponent: () => <div data-testid="remote-component" /> };
});
vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
installChoiceDevice(api);

describe('HomeScreen seams', () => {
  it('follows the real current user: when /api/auth/user stops answering a user, the loop stops', async () => {
    const { queryClient } = renderHomeScreen();
    expect(await screen.findByRole('button', { name: 'Mountain cabin 1' })).toBeInTheDocument();
    const pairCalls = api.requestsTo('GET', '/api/choice-pairs/plan').length;

    api.use(authApi.signedOut());
    await act(() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }));
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    await act(() => queryClient.invalidateQueries());
    expect(api.requestsTo('GET', '/api/choice-pairs/plan')).toHaveLength(pairCalls);
  });

  it('the choice loop itself makes no pair, recent or total calls without a current user', async () => {
    api.use(authApi.signedOut());
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <ChoiceLoop />
        </UiProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(queryClient.getQueryState(currentUserQueryKey)?.status).toBe('success'));
    await act(async () => {});
    expect(api.requests.map((r) => r.path)).toEqual(['/api/auth/user']);
  });

  it.each([
    [401, true],
    [403, false],
    [500, false],
  ])('a %i on the plan fetch offers Log in: %s (decided by the status, not the text)', async (status, offersLogin) => {
    api.use(choicesApi.plan(failure(status, 'Unauthorized 401')));
    renderHomeScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Log in' }) !== null).toBe(offersLogin);
  });

  it('announces each recorded choice once and leaves other remotes’ queries alone', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderHomeScreen();
    const announced = vi.fn();
    onChoiceRecorded(queryClient, announced);
    // A profile-remote query in the shared cache: the choices remote must not touch it.
    queryClient.setQueryData(['/api/happiness-profile/completion'], { complete: 1 });

    await user.click(await screen.findByRole('button', { name: 'Mountain cabin 1' }));
    await screen.findByRole('button', { name: 'Mountain cabin 2' });
    await waitFor(() => expect(announced.mock.calls).toEqual([[{ choicePairId: 1 }]]));
    expect(queryClient.getQueryState(['/api/happiness-profile/completion'])?.isInvalidated).toBe(false);
    // Its own count is refreshed.
    await waitFor(() => expect(api.requestsTo('GET', '/api/happiness-profile')).toHaveLength(2));
  });

  it('announces nothing while the send fails', async () => {
    api.use(choicesApi.submitChoice(failure(500, 'boom')));
    const user = userEvent.setup();
    const { queryClient } = renderHomeScreen();
    const announced = vi.fn();
    onChoiceRecorded(queryClient, announced);
    await user.click(await screen.findByRole('button', { name: 'Mountain cabin 1' }));
    // The queue retries a failed send with backoff; on a busy machine more than one attempt may have
    // gone out by the first check. Each of them failed, so none may be announced.
    await waitFor(() => expect(api.requestsTo('POST', '/api/user-choices').length).toBeGreaterThanOrEqual(1));
    expect(await screen.findByRole('button', { name: 'Mountain cabin 2' })).toBeEnabled();
    expect(announced).not.toHaveBeenCalled();
  });
});
