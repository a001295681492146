import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClampedText } from './clamped-text.tsx';

/**
 * jsdom lays nothing out, so the test plays the layout: it says how tall the text is against its cut
 * box and calls the component's ResizeObserver as a browser would after layout.
 */
let observed: (() => void)[] = [];
let fullHeight = 0;

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observed.push(this.callback);
      }
      disconnect() {
        observed = observed.filter((callback) => callback !== this.callback);
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => fullHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 60);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const laidOut = () => act(() => observed.forEach((callback) => callback()));

describe('ClampedText', () => {
  it('offers no toggle when the whole text fits in its lines', () => {
    fullHeight = 60;
    render(<ClampedText lines={3}><p>Short enough.</p></ClampedText>);
    laidOut();
    expect(screen.getByText('Short enough.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Show more when the cut hides text, and Show less once it is open', async () => {
    fullHeight = 130;
    render(<ClampedText lines={3}><p>A long description that runs past three lines on a phone.</p></ClampedText>);
    laidOut();
    const text = screen.getByText(/A long description/);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);

    await userEvent.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    // Open, nothing is measured any more: the toggle stays until the person closes it.
    expect(observed).toHaveLength(0);

    await userEvent.click(less);
    laidOut();
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the whole text in the document for screen readers while it is cut', () => {
    fullHeight = 400;
    const words = 'word '.repeat(80).trim();
    render(<ClampedText lines={3}><p>{words}</p></ClampedText>);
    laidOut();
    expect(screen.getByText(words)).toBeInTheDocument();
  });
});
