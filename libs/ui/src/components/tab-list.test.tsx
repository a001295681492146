import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabList } from './tab-list.tsx';
import { Tabs, TabsContent, TabsTrigger } from './tabs.tsx';

const LABELS = ['For You', 'Similar to Your Choices', 'Trending', 'Explore New', 'Highly Rated', 'Saved'];

function SixTabs() {
  return (
    <Tabs defaultValue={LABELS[0]}>
      <TabList aria-label="Recommendation categories">
        {LABELS.map((label) => (
          <TabsTrigger key={label} value={label}>
            {label}
          </TabsTrigger>
        ))}
      </TabList>
      {LABELS.map((label) => (
        <TabsContent key={label} value={label}>{`${label} panel`}</TabsContent>
      ))}
    </Tabs>
  );
}

describe('TabList', () => {
  it('is the named tab list, with the keyboard of Tabs', async () => {
    render(<SixTabs />);
    const list = await screen.findByRole('tablist', { name: 'Recommendation categories' });
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    await userEvent.click(screen.getByRole('tab', { name: 'For You' }));
    await userEvent.keyboard('{End}');
    // The choice renders as a transition (radix-tabs.tsx), which may end after the key's own render.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Saved panel');
    expect(list).toBeInTheDocument();
  });

  it('wraps its tabs onto further rows instead of scrolling them out of sight', async () => {
    render(<SixTabs />);
    const list = await screen.findByRole('tablist');
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(getComputedStyle(list).overflowX).toBe('visible');
    expect(getComputedStyle(list).maxWidth).toBe('100%');
  });

  it('breaks a label too long for a phone, even one long word, instead of widening the page', async () => {
    render(<SixTabs />);
    const list = await screen.findByRole('tablist');
    // jsdom does not weigh selector specificity, so the list's rule for its tabs is read from the sheet
    // (the browser test e2e/tests/admin-at-scale.spec.ts measures the page at 375 px).
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const listClass = [...list.classList].find((name) => css.includes(`.${name}>[role='tab']`) || css.includes(`.${name} > [role='tab']`));
    expect(listClass).toBeDefined();
    const rule = css.slice(css.indexOf(`.${listClass}`)).match(/\[role='tab'\]\s*\{([^}]*)\}/)?.[1] ?? '';
    expect(rule).toMatch(/white-space:\s*normal/);
    expect(rule).toMatch(/overflow-wrap:\s*anywhere/);
    expect(rule).toMatch(/max-width:\s*100%/);
  });
});
