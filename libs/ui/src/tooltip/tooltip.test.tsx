import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip.tsx';

// jsdom has no PointerEvent; without one the pointer coordinates Radix reads on leave are lost.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

// Radix Tooltip loads with the first tooltip; loading it once here makes that a microtask per test.
beforeAll(async () => {
  await import('./radix-tooltip.tsx');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PointerEvent', window.PointerEvent ?? TestPointerEvent);
});
afterEach(async () => {
  // Let the page-wide skip window run out, so the next test starts with the full delay.
  await act(async () => {
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS);
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// fireEvent, not userEvent: Testing Library's async wrapper waits on a real setTimeout the fake clock never runs.
const enter = (element: Element) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
/**
 * The pointer leaves the trigger, then moves on to a spot outside the corridor between trigger and
 * tooltip that Radix keeps the tooltip open for (so it can be hovered).
 */
const leave = (element: Element) => {
  fireEvent.pointerLeave(element, { pointerType: 'mouse', clientX: 40, clientY: 40 });
  fireEvent.pointerMove(screen.getByText('Elsewhere'), { pointerType: 'mouse', clientX: 900, clientY: 100 });
};
// Async act: it also settles the promise-based positioning Radix runs once the tooltip shows.
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

function Two() {
  return (
    <>
      <Tooltip content="Copy the invite code">
        <button>Copy</button>
      </Tooltip>
      <Tooltip content="Share your profile">
        <button>Share</button>
      </Tooltip>
      <p>Elsewhere</p>
    </>
  );
}

async function renderTwo() {
  render(<Two />);
  await wait(0);
}

describe('Tooltip', () => {
  it('uses the product timing', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens after 700 ms of hover, not before, describes its trigger and closes when the pointer leaves', async () => {
    await renderTwo();
    const copy = screen.getByRole('button', { name: 'Copy' });
    enter(copy);
    await wait(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the invite code');
    expect(copy).toHaveAccessibleDescription('Copy the invite code');
    leave(copy);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(copy).not.toHaveAccessibleDescription();
  });

  it('opens the next tooltip at once within the 300 ms skip delay, with the full delay after it', async () => {
    await renderTwo();
    const copy = screen.getByRole('button', { name: 'Copy' });
    const share = screen.getByRole('button', { name: 'Share' });
    enter(copy);
    await wait(700);
    leave(copy);
    await wait(299);
    enter(share);
    await wait(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share your profile');
    leave(share);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await wait(300);
    enter(copy);
    await wait(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await wait(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the invite code');
  });

  it('opens at once on keyboard focus and closes on Escape, keeping focus on the trigger', async () => {
    await renderTwo();
    const share = screen.getByRole('button', { name: 'Share' });
    act(() => share.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share your profile');
    fireEvent.keyDown(share, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(share).toHaveFocus();
  });
});
