import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { Badge } from './badge.tsx';
import { Button, LinkButton } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';
import { ProgressBar, progressPercent } from './progress-bar.tsx';
import { Skeleton } from './skeleton.tsx';

describe('Button', () => {
  it('calls onClick when enabled', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(<Button loading onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('respects disabled', () => {
    render(<Button disabled>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  });

  it('LinkButton is a real link (full-page navigation)', () => {
    render(<LinkButton href="/api/login">Login</LinkButton>);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
  });
});

describe('ProgressBar', () => {
  it('caps the bar at 100% and never goes below 0', () => {
    expect(progressPercent(75, 50)).toBe(100);
    expect(progressPercent(25, 50)).toBe(50);
    expect(progressPercent(-3, 50)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
    render(<ProgressBar value={60} max={50} label="Profile progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Profile progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('progress-fill')).toHaveStyle({ width: '100%' });
  });
});

describe('small components', () => {
  it('Badge exposes its variant', () => {
    render(<Badge variant="success">Complete</Badge>);
    expect(screen.getByText('Complete')).toHaveAttribute('data-variant', 'success');
  });

  it('PageHeader renders an h1 with description and actions', () => {
    render(<PageHeader title="Your Personal Recommendations" description="Picked for you." actions={<Button>Refresh</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Personal Recommendations' })).toBeInTheDocument();
    expect(screen.getByText('Picked for you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('EmptyState shows title, text and action', () => {
    render(<EmptyState title="No Groups Yet" description="Create one." action={<Button>Create Group</Button>} />);
    expect(screen.getByRole('heading', { name: 'No Groups Yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Group' })).toBeInTheDocument();
  });

  it('Alert announces danger messages', () => {
    render(<Alert variant="danger" title="Error Loading Recommendations">Try again.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error Loading Recommendations');
  });

  it('Skeleton is decorative', () => {
    render(<Skeleton height={20} />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
