import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './select.tsx';

const options = [
  { value: 'all', label: 'All Categories' },
  { value: 'Books', label: 'Books' },
];

// A file of its own: Radix Select must not have loaded yet when this runs.
describe('Select before Radix has loaded', () => {
  it('hands keyboard focus from the stand-in over to the Radix trigger, closed', async () => {
    render(
      <>
        <button>Before</button>
        <Select aria-label="Category" options={options} value="all" />
      </>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(standIn).toHaveFocus();
    // Radix takes over with a new trigger element that keeps the focus.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).not.toBe(standIn));
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
