import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider, zIndices } from '@alive/ui';
import { choicesApi, installApiServer } from '@alive/api-mocks';
import { installChoiceDevice, NO_PAIR_LEFT } from '../../../test/choice-device.ts';
import { renderHomeScreen } from '../../../test/render-home-screen.tsx';
import { NoMoreChoices } from './no-more-choices.tsx';

vi.mock('@alive/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@alive/ui')>();
  return { ...ui, RemoteComponent: () => <div data-testid="remote-component" /> };
});
vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
installChoiceDevice(api);

describe('HomeScreen — Great Choice! overlay placement', () => {
  it('stays inside the pair card, whose own stacking context sits below the sticky header', async () => {
    const user = userEvent.setup();
    renderHomeScreen();
    await user.click(await screen.findByRole('button', { name: 'Mountain cabin 1' }));
    const overlay = await screen.findByTestId('great-choice-overlay');
    const panel = screen.getByTestId('pair-panel');
    expect(panel).toContainElement(overlay);
    expect(overlay).toHaveStyle({ position: 'absolute' });
    // A positioned card with a z-index is a stacking context: the overlay cannot rise above it.
    const panelStyle = getComputedStyle(panel);
    expect(panelStyle.position).toBe('relative');
    expect(panelStyle.zIndex).toMatch(/^\d+$/);
    expect(Number(panelStyle.zIndex)).toBeLessThan(zIndices.header);
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
