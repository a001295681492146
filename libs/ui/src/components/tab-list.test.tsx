import { render, screen } from '@testing-library/react';
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
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Saved panel');
    expect(list).toBeInTheDocument();
  });

  it('wraps its tabs onto further rows instead of scrolling them out of sight', async () => {
    render(<SixTabs />);
    const list = await screen.findByRole('tablist');
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(getComputedStyle(list).overflowX).toBe('visible');
  });
});
