import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@alive/ui';
import type { SubmitChoice } from '@alive/contracts';
import { choicesApi, failure, installApiServer } from '@alive/api-mocks';
import { installChoiceDevice } from '../../../test/choice-device.ts';
import { installPairLayout } from '../../../test/pair-layout.ts';
import { renderHomeScreen } from '../../../test/render-home-screen.tsx';
import { UNDO_GONE_MESSAGE, UNDONE_TOAST } from '../hooks/use-choice-submission.ts';

vi.mock('@alive/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@alive/ui')>();
  return { ...ui, RemoteComponent: () => <div data-testid="remote-component" /> };
});

const api = installApiServer();
installChoiceDevice(api);
const layout = installPairLayout();

afterEach(() => {
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
});

const findOption = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });
const findToast = async () => within(await screen.findByRole('region', { name: /^Notifications/ })).findByRole('listitem');
const posted = () => api.requestsTo('POST', '/api/user-choices').map((c) => c.body as SubmitChoice);

describe('HomeScreen — undo the latest choice (docs/product/choices.md, Undo)', () => {
  it('offers Undo after a choice; it takes the choice back and puts its pair on screen again', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await user.click(await findOption('City break 1'));
    await findOption('Mountain cabin 2');
    expect(screen.getByText('You chose “City break 1”.')).toBeInTheDocument();
    // Sent: Undo deletes it on the server (a choice still queued just leaves the queue: offline tests).
    await waitFor(() => expect(api.requestsTo('POST', '/api/user-choices')).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Undo last choice' }));
    expect(await findOption('Mountain cabin 1')).toBeEnabled();
    expect(api.requestsTo('DELETE', '/api/user-choices/1')).toHaveLength(1);
    expect(await findToast()).toHaveTextContent(UNDONE_TOAST.title);
    expect(screen.queryByRole('button', { name: 'Undo last choice' })).not.toBeInTheDocument();
  });

  it('says plainly when the choice can no longer be undone, and stops offering it', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.undoChoice(failure(409, 'Only your latest choice can be undone')));
    renderHomeScreen();
    await user.click(await findOption('Mountain cabin 1'));
    await findOption('Mountain cabin 2');
    await waitFor(() => expect(api.requestsTo('POST', '/api/user-choices')).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Undo last choice' }));
    expect(await findToast()).toHaveTextContent(UNDO_GONE_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Undo last choice' })).not.toBeInTheDocument();
  });
});

describe('HomeScreen — keyboard shortcuts (docs/product/choices.md, Keyboard)', () => {
  it('shows the keys, and A/←, B/→, S and U do what they say', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    expect(screen.getByLabelText('Keyboard shortcuts')).toHaveTextContent('Keys: A or ← first · B or → second · S skip · U undo');

    await user.keyboard('b');
    await findOption('Mountain cabin 2');
    await user.keyboard('{ArrowLeft}');
    await findOption('Mountain cabin 3');
    await waitFor(() =>
      expect(posted().map((c) => [c.choicePairId, c.selectedOption])).toEqual([
        [1, 'option2'],
        [2, 'option1'],
      ]),
    );

    await user.keyboard('s');
    await findOption('Mountain cabin 4');
    expect(posted()).toHaveLength(2);

    // The latest choice is sent by now: U deletes it on the server.
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan').at(-1)!.url).toContain('current=4'));
    await user.keyboard('u');
    expect(await findToast()).toHaveTextContent(UNDONE_TOAST.title);
    expect(api.requestsTo('DELETE', '/api/user-choices/1')).toHaveLength(1);

    // With a modifier the key is the browser's.
    await user.keyboard('{Control>}a{/Control}');
    expect(posted()).toHaveLength(2);
  });

  it('a key does nothing while anything covers the pair, and acts again once the pair shows', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    const cover = document.body.appendChild(document.createElement('div'));
    layout.cover(cover);
    for (const key of ['a', 'b', '{ArrowLeft}', '{ArrowRight}', 's']) await user.keyboard(key);
    expect(screen.getByRole('button', { name: 'Mountain cabin 1' })).toBeEnabled();
    expect(posted()).toHaveLength(0);

    layout.cover(null);
    await user.keyboard('a');
    await findOption('Mountain cabin 2');
    await waitFor(() => expect(posted().map((c) => [c.choicePairId, c.selectedOption])).toEqual([[1, 'option1']]));

    // U acts only on an Undo button the person can see, too.
    layout.cover(cover);
    await user.keyboard('u');
    expect(screen.getByRole('button', { name: 'Undo last choice' })).toBeInTheDocument();
    expect(api.requestsTo('DELETE', '/api/user-choices/1')).toHaveLength(0);
    cover.remove();
  });

  it('a key does nothing while the pair is scrolled out of view', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await findOption('Mountain cabin 1');
    layout.scrollAway(true);
    await user.keyboard('b');
    await user.keyboard('s');
    expect(screen.getByRole('button', { name: 'Mountain cabin 1' })).toBeEnabled();
    expect(posted()).toHaveLength(0);

    layout.scrollAway(false);
    await user.keyboard('b');
    await findOption('Mountain cabin 2');
    await waitFor(() => expect(posted().map((c) => [c.choicePairId, c.selectedOption])).toEqual([[1, 'option2']]));
  });
});
