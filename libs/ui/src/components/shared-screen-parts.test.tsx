import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryError } from './query-error.tsx';
import { createRouterLinkButton } from './router-link-button.tsx';
import { ScreenPage } from './screen-frame.tsx';
import { CompassIcon } from '../icons/line-icons.tsx';

describe('QueryError', () => {
  it('shows what failed with the server message, and retries on click', async () => {
    const onRetry = vi.fn();
    render(<QueryError title="Couldn't load your profile" error={new Error('Profile service is down')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your profile");
    expect(alert).toHaveTextContent('Profile service is down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('never shows a raw server body', async () => {
    const { ApiError } = await import('@alive/api-client');
    render(<QueryError title="Couldn't load" error={new ApiError(500, '{"message":"boom"}', 'Internal Server Error')} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('boom');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });

  it('falls back to a generic message and takes the screen’s retry wording', () => {
    render(<QueryError title="Error Loading Recommendations" error={null} onRetry={() => {}} retryLabel="Try Again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('createRouterLinkButton', () => {
  // Stands in for react-router-dom's Link: the design system only passes `to`, `className` and children.
  function FakeLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
    return (
      <a href={`#router:${to}`} className={className} data-router-link="">
        {children}
      </a>
    );
  }
  const RouterLinkButton = createRouterLinkButton(FakeLink);

  it('renders through the given router link with button styles, without leaking style props', () => {
    render(
      <RouterLinkButton to="/recommendations" variant="outline" size="sm">
        Rate Recommendations
      </RouterLinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Rate Recommendations' });
    expect(link).toHaveAttribute('href', '#router:/recommendations');
    expect(link).toHaveAttribute('data-router-link');
    expect(link.className).not.toBe('');
    expect(link).not.toHaveAttribute('$variant');
    expect(link).not.toHaveAttribute('variant');
  });
});

describe('ScreenPage', () => {
  it('ScreenPage lays out its children in the page column', () => {
    render(
      <ScreenPage>
        <h1>Preference Dashboard</h1>
      </ScreenPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Preference Dashboard' })).toBeInTheDocument();
  });
});

describe('line icons', () => {
  it('are decorative SVGs in the line-icon frame at the asked size', () => {
    const { container } = render(<CompassIcon size={26} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '26');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
  });
});

describe('LoadMore', () => {
  it('offers the next page, says nothing when there is none, and retries a failed page', async () => {
    const { LoadMore } = await import('./load-more.tsx');
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore hasMore loading={false} error={null} onLoadMore={onLoadMore} label="Load more groups" />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more groups' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore hasMore={false} loading={false} error={null} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<LoadMore hasMore loading={false} error={new Error('The page could not be read.')} onLoadMore={onLoadMore} errorTitle="Couldn't load more titles" />);
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load more titles");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
