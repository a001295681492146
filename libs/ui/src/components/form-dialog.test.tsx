import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';

function CreateGroup({ onCreate }: { onCreate: (name: string) => void }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Group name is required');
    onCreate(name.trim());
    setOpen(false);
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Create Group"
      description="Start a private group."
      formLabel="Create Group"
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit">Create Group</Button>
        </>
      }
    >
      <TextField label="Group name" value={name} onChange={(e) => setName(e.target.value)} error={error} data-autofocus />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is a named dialog holding one named form, its field focused', async () => {
    render(<CreateGroup onCreate={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    expect(dialog).toHaveAccessibleDescription('Start a private group.');
    expect(screen.getByRole('form', { name: 'Create Group' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('textbox', { name: 'Group name' })).toHaveFocus();
  });

  it('submits with the submit button and with Enter, and shows the screen’s own message', async () => {
    const onCreate = vi.fn();
    render(<CreateGroup onCreate={onCreate} />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByText('Group name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Group name' }), ' Hikers {Enter}');
    expect(onCreate).toHaveBeenCalledWith('Hikers');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Cancel without submitting', async () => {
    const onCreate = vi.fn();
    render(<CreateGroup onCreate={onCreate} />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });
});
