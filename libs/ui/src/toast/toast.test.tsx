import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS, toast, toastStore } from './toast-store.ts';
import { Toaster } from './toaster.tsx';
import { useToast } from './use-toast.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toastStore.reset());
  vi.useRealTimers();
});

function Trigger() {
  const { toast: show } = useToast();
  return (
    <button
      onClick={() => show({ title: 'Authentication Required', description: 'Please log in to submit choices.', variant: 'destructive' })}
    >
      fail
    </button>
  );
}

describe('toasts', () => {
  it('uses the spec constants', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Great Progress! 🎉', description: "You've made 5 A.L.I.V.E Choices!" }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('Great Progress! 🎉')).toBeInTheDocument();
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });

  it('hides after 5000 ms and is removed from state 1,000,000 ms after dismissal', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toHaveLength(1);
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(toastStore.getSnapshot()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('renders the destructive variant as an alert from useToast()', async () => {
    vi.useRealTimers();
    render(
      <>
        <Trigger />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Authentication Required');
    expect(alert).toHaveTextContent('Please log in to submit choices.');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pauses while hovered', () => {
    render(<Toaster />);
    const handle = act(() => toast({ title: 'Hover me' }));
    void handle;
    const item = screen.getByText('Hover me').closest('[role="status"]')!;
    act(() => {
      item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => {
      item.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS));
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });
});
