import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../test/render.tsx';
import { PREFERENCE_DISTRIBUTION_TOP_N, PreferenceDistribution } from './preference-distribution.tsx';

function pref(tagName: string, score: number) {
  return { tagName, score, choiceCount: 1 };
}

describe('PreferenceDistribution', () => {
  it('tells apart two tags with the same name by their group', () => {
    renderWithShell(<PreferenceDistribution preferences={[pref('style:Familiar', 0.73), pref('food:Familiar', 0.65)]} />);
    const rows = within(screen.getByRole('list', { name: 'Preference tags' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Familiar · Style73%', 'Familiar · Food65%']);
    expect(screen.getByRole('progressbar', { name: 'Familiar · Style 73%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Familiar · Food 65%' })).toBeInTheDocument();
    // Never the raw key.
    expect(screen.queryByText(/style:|food:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows the strongest tags first, then all of them on request', async () => {
    const total = PREFERENCE_DISTRIBUTION_TOP_N + 9;
    const preferences = Array.from({ length: total }, (_, i) => pref(`genre:Tag ${String(i).padStart(3, '0')}`, 0.9 - i * 0.01));
    renderWithShell(<PreferenceDistribution preferences={preferences} />);
    const list = screen.getByRole('list', { name: 'Preference tags' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PREFERENCE_DISTRIBUTION_TOP_N);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Tag 000 · Genre90%');

    const user = userEvent.setup();
    const showAll = screen.getByRole('button', { name: `Show all (${total})` });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    expect(showAll).toHaveAttribute('aria-controls', list.id);
    await user.click(showAll);
    expect(within(list).getAllByRole('listitem')).toHaveLength(total);
    const showTop = screen.getByRole('button', { name: `Show top ${PREFERENCE_DISTRIBUTION_TOP_N}` });
    expect(showTop).toHaveAttribute('aria-expanded', 'true');
    await user.click(showTop);
    expect(within(list).getAllByRole('listitem')).toHaveLength(PREFERENCE_DISTRIBUTION_TOP_N);
  });
});
