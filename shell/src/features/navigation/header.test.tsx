import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, alex, installShellApi, renderWithShell, stubApi } from '../../test/render-shell.tsx';
import { REMOTES_JSON } from '../../test/remotes-json.ts';
import { Header } from './header.tsx';

installShellApi();

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('shows "Checking authentication..." and no Login/Logout while auth loads', () => {
    stubApi('pending');
    renderWithShell(<Header />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('signed out: "Not authenticated" and a Login link to /api/login (full-page navigation)', async () => {
    stubApi('signed-out');
    renderWithShell(<Header />);
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-name-badge')).not.toBeInTheDocument();
  });

  it('treats a failing auth service as signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi('down');
    renderWithShell(<Header />);
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
  });

  it('signed in: "Authenticated", first-name badge, Logout posting to /api/logout, no admin links or badge', async () => {
    stubApi(alex);
    renderWithShell(<Header />);
    expect(await screen.findByText('Authenticated')).toBeInTheDocument();
    expect(screen.getByTestId('user-name-badge')).toHaveTextContent('Alex');
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(logout).toHaveAttribute('type', 'submit');
    const form = logout.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/logout');
    expect(screen.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    const links = within(mainNav()).getAllByRole('link').map((l) => l.textContent);
    expect(links).toEqual(['A.L.I.V.E Choices', 'My A.L.I.V.E Profile', 'Recommendations', 'Groups', 'Learning Insights']);
  });

  it('admin: Admin badge and the three admin links, after everyone\'s links', async () => {
    stubApi(admin);
    renderWithShell(<Header />);
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: /Smart Engine/ })).toHaveAttribute('href', '/smart-choice-pairs');
    expect(within(nav).getByRole('link', { name: /Analytics/ })).toHaveAttribute('href', '/admin-analytics');
    expect(within(nav).getByRole('link', { name: /Content Management/ })).toHaveAttribute('href', '/admin-content');
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'A.L.I.V.E Choices',
      'My A.L.I.V.E Profile',
      'Recommendations',
      'Groups',
      'Learning Insights',
      'Smart Engine',
      'Analytics',
      'Content Management',
    ]);
  });

  it('takes its links from /remotes.json: an admin remote listed without routes leaves admins no admin links', async () => {
    stubApi(admin);
    renderWithShell(<Header />, { remotesJson: { ...REMOTES_JSON, admin: { manifest: REMOTES_JSON.admin.manifest } } });
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(within(mainNav()).getAllByRole('link')).toHaveLength(5);
    expect(within(mainNav()).queryByRole('link', { name: /Smart Engine/ })).not.toBeInTheDocument();
  });

  it.each([
    [{ firstName: null, email: 'sam@alive.local' }, 'sam@alive.local'],
    [{ firstName: null, email: null }, 'User'],
    [{ firstName: '', email: '' }, 'User'],
  ])('name badge falls back to e-mail, then "User" (%o)', async (fields, expected) => {
    stubApi({ ...alex, ...fields });
    renderWithShell(<Header />);
    await waitFor(() => expect(screen.getByTestId('user-name-badge')).toHaveTextContent(expected));
  });

  it('highlights / only on an exact match and other links by prefix', async () => {
    stubApi(alex);
    const { unmount } = renderWithShell(<Header />, { path: '/groups/42' });
    await screen.findByText('Authenticated');
    expect(within(mainNav()).getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'A.L.I.V.E Choices' })).not.toHaveAttribute('aria-current');
    unmount();

    renderWithShell(<Header />, { path: '/' });
    await screen.findByText('Authenticated');
    expect(within(mainNav()).getByRole('link', { name: 'A.L.I.V.E Choices' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Groups' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/smart-recommendations', 'Recommendations'],
    ['/my-list', 'Recommendations'],
    ['/choices', 'A.L.I.V.E Choices'],
  ])('on %s, highlights the link of the section the screen declares (%s), and no other', async (path, label) => {
    stubApi(alex);
    renderWithShell(<Header />, { path });
    await screen.findByText('Authenticated');
    expect(within(mainNav()).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('toggles the mobile menu, which lists the links and the account controls', async () => {
    stubApi(alex);
    renderWithShell(<Header />);
    await screen.findByText('Authenticated');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // The panel's code loads on the first opening (header.tsx).
    const menu = await screen.findByTestId('mobile-menu');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Learning Insights' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' }).closest('form')).toHaveAttribute('action', '/api/logout');

    // Following a link closes the menu.
    await userEvent.click(within(menu).getByRole('link', { name: 'Groups' }));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
