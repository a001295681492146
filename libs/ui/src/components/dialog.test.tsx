import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

function Harness({ dismissible, children }: { dismissible?: boolean; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        dismissible={dismissible}
        title="Add Smart Recommendation"
        description="Add this pair to the choice pool?"
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>Cancel</Button>
            <Button>Add Choice Pair</Button>
          </>
        }
      >
        {children}
      </Dialog>
    </>
  );
}

/** Opens the dialog; its Radix code loads on the first open, so wait for it. */
async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  return screen.findByRole('dialog');
}

describe('Dialog', () => {
  it('renders nothing and loads nothing until first opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dialog-overlay')).not.toBeInTheDocument();
  });

  it('is a labelled, described modal that takes focus', async () => {
    render(<Harness />);
    await openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Smart Recommendation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Add this pair to the choice pool?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('focuses an element marked data-autofocus first', async () => {
    render(
      <Harness>
        <input aria-label="Option 1" />
        <input aria-label="Option 2" data-autofocus />
      </Harness>,
    );
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveFocus();
  });

  it('traps Tab inside and closes on Escape, returning focus to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add Choice Pair' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on overlay click and the close button', async () => {
    render(<Harness />);
    await openDialog();
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when not dismissible ignores overlay clicks but still closes on Escape and the close button', async () => {
    render(<Harness dismissible={false} />);
    await openDialog();
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
