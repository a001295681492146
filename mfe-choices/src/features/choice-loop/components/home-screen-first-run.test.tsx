import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@alive/ui';
import { CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { categoryLabel } from '@alive/domain';
import { choicesApi, failure, gate, installApiServer, makePair, makeUserChoice } from '@alive/api-mocks';
import { installChoiceDevice } from '../../../test/choice-device.ts';
import { renderHomeScreen } from '../../../test/render-home-screen.tsx';
import { SETTING_UP_TEXT } from './choice-loop.tsx';
import { EDIT_INTERESTS_TITLE, FIRST_RUN_TITLE } from '../../interests/components/interests-card.tsx';

vi.mock('@alive/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@alive/ui')>();
  return { ...ui, RemoteComponent: () => <div data-testid="remote-component" /> };
});

const api = installApiServer();
installChoiceDevice(api);

afterEach(() => {
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
});

const findOption = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });
const firstRun = () => screen.findByRole('region', { name: FIRST_RUN_TITLE });
const chip = (region: HTMLElement, name: string) => within(region).getByRole('button', { name });
const saved = () => api.requestsTo('PUT', '/api/user-choices/interests').map((c) => c.body);

describe('HomeScreen — first run (docs/product/choices.md, First run)', () => {
  it('a person with no choices and no pick sees the categories as chips; Continue saves the pick and asks for a pair again', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.interests({ categories: [] }));
    renderHomeScreen();
    const step = await firstRun();
    expect(within(step).getByRole('heading', { name: FIRST_RUN_TITLE })).toBeInTheDocument();
    const chips = within(within(step).getByRole('group', { name: 'Categories' })).getAllByRole('button');
    // Every choice category, with the shared labels (Food included).
    expect(chips.map((c) => c.textContent)).toEqual(CHOICE_CATEGORIES.map(categoryLabel));
    expect(chips.map((c) => c.textContent)).toContain('Food');
    const continueButton = within(step).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    // The pair stays answerable below the step.
    expect(await findOption('Mountain cabin 1')).toBeEnabled();

    await user.click(chip(step, 'Books'));
    await user.click(chip(step, 'Movies'));
    await user.click(chip(step, 'Travel'));
    await user.click(chip(step, 'Travel'));
    expect(chip(step, 'Books')).toHaveAttribute('aria-pressed', 'true');
    expect(chip(step, 'Travel')).toHaveAttribute('aria-pressed', 'false');
    const pairCalls = api.requestsTo('GET', '/api/choice-pairs/plan').length;
    await user.click(continueButton);

    await waitFor(() => expect(screen.queryByRole('region', { name: FIRST_RUN_TITLE })).not.toBeInTheDocument());
    expect(saved()).toEqual([{ categories: ['Movies', 'Books'] }]);
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan').length).toBe(pairCalls + 1));
    expect(screen.getByRole('button', { name: 'Your interests' })).toBeInTheDocument();
  });

  it('shows the pair only once it is known whether the step comes first, so the step never pushes a painted pair down', async () => {
    const interests = gate();
    api.use(
      choicesApi.interests(async () => {
        await interests.wait;
        return { categories: [] };
      }),
    );
    renderHomeScreen();
    // The plan is asked at once; whether this is a first run is not known yet: one loading card, no pair.
    await waitFor(() => expect(api.requestsTo('GET', '/api/choice-pairs/plan').length).toBeGreaterThan(0));
    expect(await screen.findByText(SETTING_UP_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current choice' })).not.toBeInTheDocument();

    interests.open();
    const step = await firstRun();
    const pair = screen.getByRole('region', { name: 'Current choice' });
    expect(step.compareDocumentPosition(pair) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await findOption('Mountain cabin 1')).toBeEnabled();
    expect(screen.queryByText(SETTING_UP_TEXT)).not.toBeInTheDocument();
  });

  it('Skip for now closes the step and stores nothing', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.interests({ categories: [] }));
    renderHomeScreen();
    await user.click(within(await firstRun()).getByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByRole('region', { name: FIRST_RUN_TITLE })).not.toBeInTheDocument();
    expect(saved()).toEqual([]);
    expect(await findOption('Mountain cabin 1')).toBeEnabled();
  });

  it('a first choice ends the step for this visit', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.interests({ categories: [] }));
    renderHomeScreen();
    await firstRun();
    await user.click(await findOption('Mountain cabin 1'));
    await waitFor(() => expect(screen.queryByRole('region', { name: FIRST_RUN_TITLE })).not.toBeInTheDocument());
  });

  it('is not shown to a person who has made choices, or who has picked already', async () => {
    api.use(choicesApi.interests({ categories: [] }), choicesApi.recentChoices([makeUserChoice(1, new Date(), makePair(9))]));
    const { unmount } = renderHomeScreen();
    await findOption('Mountain cabin 1');
    await screen.findByRole('button', { name: 'Your interests' });
    expect(screen.queryByRole('region', { name: FIRST_RUN_TITLE })).not.toBeInTheDocument();
    unmount();

    api.use(choicesApi.interests({ categories: ['Books'] }), choicesApi.recentChoices([]));
    renderHomeScreen();
    await findOption('Mountain cabin');
    await screen.findByRole('button', { name: 'Your interests' });
    expect(screen.queryByRole('region', { name: FIRST_RUN_TITLE })).not.toBeInTheDocument();
  });

  it('a failed save says so plainly and Continue tries again', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.interests({ categories: [] }), choicesApi.saveInterests(failure(500, '{"message":"boom"}')));
    renderHomeScreen();
    const step = await firstRun();
    await user.click(chip(step, 'Creative'));
    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    const alert = await within(step).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(alert).not.toHaveTextContent('boom');

    api.use(choicesApi.saveInterests({ categories: ['Creative'] }));
    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: FIRST_RUN_TITLE })).not.toBeInTheDocument());
  });
});

describe('HomeScreen — Your interests', () => {
  it('opens the pick with the current categories pressed; Save replaces it, Cancel keeps it', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.interests({ categories: ['Travel', 'Books'] }));
    renderHomeScreen();
    await user.click(await screen.findByRole('button', { name: 'Your interests' }));
    let card = await screen.findByRole('region', { name: EDIT_INTERESTS_TITLE });
    expect(chip(card, 'Travel')).toHaveAttribute('aria-pressed', 'true');
    expect(chip(card, 'Books')).toHaveAttribute('aria-pressed', 'true');
    expect(chip(card, 'Movies')).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(saved()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Your interests' }));
    card = await screen.findByRole('region', { name: EDIT_INTERESTS_TITLE });
    await user.click(chip(card, 'Travel'));
    await user.click(chip(card, 'Books'));
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(chip(card, 'Activities'));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: EDIT_INTERESTS_TITLE })).not.toBeInTheDocument());
    expect(saved()).toEqual([{ categories: ['Activities'] }]);
  });
});

describe('HomeScreen — pair errors in plain words', () => {
  it('a 500 on the plan fetch shows a plain sentence, never the body, with Try again', async () => {
    api.use(choicesApi.plan(failure(500, '{"message":"database exploded"}')));
    renderHomeScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(alert).not.toHaveTextContent('exploded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
