import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './select.tsx';

const options: SelectOption[] = [
  { value: 'all', label: 'All Categories' },
  { value: 'Travel', label: 'Travel' },
  { value: 'Movies', label: 'Movies', disabled: true },
  { value: 'Books', label: 'Books' },
];

function Labelled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <>
      <label htmlFor="category">Category</label>
      <Select
        id="category"
        options={options}
        value={value}
        onValueChange={(next) => {
          onValueChange?.(next);
          setValue(next);
        }}
      />
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Category' });

// Test order matters: the first tests run before Radix Select has loaded (a module-level fact).
describe('Select', () => {
  it('before Radix loads, a look-alike combobox named by its label shows the selected option', () => {
    render(<Labelled />);
    expect(combobox()).toHaveTextContent('All Categories');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a click on the stand-in loads Radix and opens the list at once; choosing reports the value', async () => {
    const onValueChange = vi.fn();
    render(<Labelled onValueChange={onValueChange} />);
    await userEvent.click(combobox());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Categories', 'Travel', 'Movies', 'Books']);
    expect(screen.getByRole('option', { name: 'All Categories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Movies' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('option', { name: 'Books' }));
    expect(onValueChange).toHaveBeenCalledWith('Books');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveTextContent('Books');
    expect(combobox()).toHaveFocus();
  });

  it('once loaded, works from the keyboard: arrows skip disabled options, Enter chooses, Escape closes', async () => {
    const onValueChange = vi.fn();
    render(<Labelled onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(combobox()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All Categories' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Books' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('Books');
    expect(combobox()).toHaveTextContent('Books');
    expect(combobox()).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(combobox()).toHaveFocus();
  });

  it('shows the placeholder until something is chosen, and marks an invalid choice', () => {
    render(<Select aria-label="Category" options={options} placeholder="Pick one" invalid />);
    expect(combobox()).toHaveTextContent('Pick one');
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an option with an empty value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Select aria-label="Bad" options={[{ value: '', label: 'Nothing' }]} />)).toThrow(
      /must have a value that is not an empty string/,
    );
  });
});
