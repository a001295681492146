import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './layout.tsx';
import { Text } from './text.tsx';
import { colors, fontSizes } from '../theme/tokens.ts';

describe('Stack', () => {
  it('stacks its blocks in a column, 16 px apart unless told', () => {
    render(
      <>
        <Stack data-testid="default">
          <p>One</p>
        </Stack>
        <Stack as="section" aria-label="Sections" $gap={5}>
          <p>Two</p>
        </Stack>
      </>,
    );
    const plain = getComputedStyle(screen.getByTestId('default'));
    expect([plain.display, plain.flexDirection, plain.gap]).toEqual(['flex', 'column', '16px']);
    const section = screen.getByRole('region', { name: 'Sections' });
    expect(section.tagName).toBe('SECTION');
    expect(getComputedStyle(section).gap).toBe('20px');
  });
});

describe('Text', () => {
  it('sets only the size, tone and weight it is given', () => {
    render(
      <>
        <Text>Plain</Text>
        <Text as="span" $size="sm" $tone="muted" $weight="semibold">
          Secondary
        </Text>
      </>,
    );
    // Nothing set: size and colour come from the parent.
    const plain = screen.getByText('Plain');
    expect(getComputedStyle(plain).color).toBe(getComputedStyle(plain.parentElement!).color);
    expect(getComputedStyle(plain).fontSize).toBe(getComputedStyle(plain.parentElement!).fontSize);
    const secondary = screen.getByText('Secondary');
    expect(secondary.tagName).toBe('SPAN');
    expect(getComputedStyle(secondary).fontSize).toBe(fontSizes.sm);
    expect(getComputedStyle(secondary).fontWeight).toBe('600');
    expect(getComputedStyle(secondary).color).toBe(hexToRgb(colors.textMuted));
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
