import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Two() {
  return (
    <TooltipProvider>
      <Tooltip content="Copy the invite code">
        <button>Copy</button>
      </Tooltip>
      <Tooltip content="Share your profile">
        <button>Share</button>
      </Tooltip>
    </TooltipProvider>
  );
}

describe('Tooltip', () => {
  it('opens after 700 ms of hover, not before, and describes its trigger', () => {
    render(<Two />);
    const copy = screen.getByRole('button', { name: 'Copy' });
    fireEvent.mouseEnter(copy);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the invite code');
    expect(copy).toHaveAccessibleDescription('Copy the invite code');
    fireEvent.mouseLeave(copy);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the next tooltip at once within the 300 ms skip delay, with the full delay after it', () => {
    render(<Two />);
    const copy = screen.getByRole('button', { name: 'Copy' });
    const share = screen.getByRole('button', { name: 'Share' });
    fireEvent.mouseEnter(copy);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.mouseLeave(copy);
    act(() => vi.advanceTimersByTime(299));
    fireEvent.mouseEnter(share);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share your profile');
    fireEvent.mouseLeave(share);

    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseEnter(copy);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the invite code');
  });

  it('opens on keyboard focus and closes on Escape', () => {
    render(<Two />);
    const share = screen.getByRole('button', { name: 'Share' });
    fireEvent.focus(share);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(share, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
