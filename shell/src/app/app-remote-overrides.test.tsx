import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { installShellApi, stubApi } from '../test/render-shell.tsx';

installShellApi();

beforeEach(() => {
  stubApi('signed-out');
});

describe('the page with a remote override', () => {
  it('shows the override banner above the site', async () => {
    render(<App remotes={{}} overrides={{ choices: 'http://localhost:3101/mf-manifest.json' }} />);
    const banner = await screen.findByRole('region', { name: 'Remote overrides' });
    expect(banner).toHaveTextContent('choices from http://localhost:3101/mf-manifest.json');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('shows no banner without one', async () => {
    render(<App remotes={{}} />);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).toBeNull();
  });
});
