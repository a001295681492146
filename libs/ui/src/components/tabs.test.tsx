import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function ProfileTabs({ onValueChange }: { onValueChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="profile" onValueChange={onValueChange}>
      <TabsList aria-label="Profile sections">
        <TabsTrigger value="profile">My Profile</TabsTrigger>
        <TabsTrigger value="guide">Life Guide</TabsTrigger>
        <TabsTrigger value="framework">Framework</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Profile panel</TabsContent>
      <TabsContent value="guide">Guide panel</TabsContent>
      <TabsContent value="framework">Framework panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows only the selected panel, linked to its tab', async () => {
    const onValueChange = vi.fn();
    render(<ProfileTabs onValueChange={onValueChange} />);
    await screen.findAllByRole('tab');
    expect(screen.getByRole('tab', { name: 'My Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My Profile' })).toHaveTextContent('Profile panel');
    expect(screen.queryByText('Guide panel')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Life Guide' }));
    expect(onValueChange).toHaveBeenCalledWith('guide');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Guide panel');
  });

  it('moves with arrow keys, Home and End (roving tab index)', async () => {
    render(<ProfileTabs />);
    await screen.findAllByRole('tab');
    const first = screen.getByRole('tab', { name: 'My Profile' });
    expect(screen.getByRole('tab', { name: 'Framework' })).toHaveAttribute('tabindex', '-1');
    act(() => first.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Life Guide' })).toHaveFocus();
    // A choice renders as a transition (radix-tabs.tsx), which may end after the key's own render.
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Guide panel'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Framework' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Framework' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Profile' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'My Profile' })).toHaveFocus();
  });

  it('follows a controlled value and skips disabled tabs', async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs value="b" onValueChange={onValueChange}>
        <TabsList aria-label="Sections">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
          <TabsTrigger value="c" disabled>C</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
        <TabsContent value="c">Panel C</TabsContent>
      </Tabs>,
    );
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('Panel B');
    act(() => screen.getByRole('tab', { name: 'B' }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith('a'));
    // Controlled: the panel changes only when the owner passes the new value.
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
  });
});
