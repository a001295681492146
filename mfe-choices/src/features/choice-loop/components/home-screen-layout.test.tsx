import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider, zIndices } from '@alive/ui';
import { authApi, choicesApi, installApiServer } from '@alive/api-mocks';
import { installChoiceDevice, NO_PAIR_LEFT } from '../../../test/choice-device.ts';
import { renderHomeScreen } from '../../../test/render-home-screen.tsx';
import { FIRST_RUN_TITLE } from '../../interests/components/interests-card.tsx';
import { NoMoreChoices } from './no-more-choices.tsx';

vi.mock('@alive/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@alive/ui')>();
  return { ...ui, RemoteComponent: () => <div data-testid="remote-component" /> };
});
// The badge's placement is read while it shows: on a machine with every core busy the 0.7 s it
// shows for passed before the query found it. How long it shows is home-screen.test.tsx's, on fake time.
vi.mock('@alive/domain', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/domain')>()), GREAT_CHOICE_SHOWN_MS: 60_000 }));
vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
installChoiceDevice(api);

describe('HomeScreen — Great Choice! placement', () => {
  it('sits on the pair card’s top edge, lets clicks through and stays under the sticky header', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await user.click(await screen.findByRole('button', { name: 'Mountain cabin 1' }));
    const badge = await screen.findByTestId('great-choice');
    const panel = screen.getByTestId('pair-panel');
    expect(panel).toContainElement(badge);
    // Centred on the card's top border (translate -50%), not spread over the card: the options stay in sight.
    expect(badge).toHaveStyle({ position: 'absolute', top: '0px', pointerEvents: 'none' });
    expect(getComputedStyle(badge).bottom).toBe('');
    for (const option of within(panel).getAllByRole('button', { name: /Mountain cabin 2|City break 2/ })) expect(badge).not.toContainElement(option);
    // A positioned card with a z-index is a stacking context: the badge cannot rise above it.
    const panelStyle = getComputedStyle(panel);
    expect(panelStyle.position).toBe('relative');
    expect(panelStyle.zIndex).toMatch(/^\d+$/);
    expect(Number(panelStyle.zIndex)).toBeLessThan(zIndices.header);
  });
});

/** Every heading's level in page order never climbs more than one above the one before (axe `heading-order`). */
function expectHeadingOrder() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  const skips = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : []));
  expect(skips, `heading levels ${levels.join(', ')}`).toEqual([]);
}

describe('HomeScreen — heading order', () => {
  it('a new person (first-run step), then a regular with choices', async () => {
    const user = userEvent.setup();
    api.use(choicesApi.interests({ categories: [] }), choicesApi.recentChoices([]));
    renderHomeScreen();
    await screen.findByRole('region', { name: FIRST_RUN_TITLE });
    await screen.findByRole('button', { name: 'Mountain cabin 1' });
    expectHeadingOrder();
    await user.click(screen.getByRole('button', { name: 'Mountain cabin 1' }));
    await screen.findByRole('button', { name: 'Mountain cabin 2' });
    expectHeadingOrder();
  });

  it('with no pair left', async () => {
    api.use(choicesApi.plan(NO_PAIR_LEFT));
    renderHomeScreen();
    await screen.findByRole('heading', { name: 'No More Choices Available' });
    expectHeadingOrder();
  });

  it('signed out', async () => {
    api.use(authApi.signedOut());
    renderHomeScreen();
    await screen.findByRole('heading', { name: 'Login Required' });
    expectHeadingOrder();
  });
});

describe('HomeScreen — No More Choices Available', () => {
  it('with All Categories selected, does not suggest another category', async () => {
    api.use(choicesApi.plan(NO_PAIR_LEFT));
    renderHomeScreen();
    const heading = await screen.findByRole('heading', { name: 'No More Choices Available' });
    const state = heading.closest('section, div')!.parentElement!;
    expect(screen.getByText("You've answered every choice in every category. Check back later for new choices.")).toBeInTheDocument();
    expect(screen.queryByText(/another category/i)).not.toBeInTheDocument();
    expect(within(state).getByRole('button', { name: 'Show All Categories' })).toBeInTheDocument();
    expect(within(state).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('with one category selected, suggests trying another category', async () => {
    const user = userEvent.setup();
    const onShowAll = vi.fn();
    const onRefresh = vi.fn();
    render(
      <UiProvider>
        <NoMoreChoices category="Books" onShowAllCategories={onShowAll} onRefresh={onRefresh} />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'No More Choices Available' })).toBeInTheDocument();
    expect(
      screen.getByText("You've answered every choice in the Books category. Try another category or check back for new choices."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Categories' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onShowAll).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
