import { UiProvider } from '@alive/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoteOverrideBanner } from './remote-override-banner.tsx';

function renderBanner(overrides: Record<string, string>) {
  const onClear = vi.fn();
  render(
    <UiProvider>
      <RemoteOverrideBanner overrides={overrides} onClear={onClear} />
    </UiProvider>,
  );
  return { onClear };
}

describe('RemoteOverrideBanner', () => {
  it('names each overridden remote and the URL it loads from', () => {
    renderBanner({ choices: 'http://localhost:3101/mf-manifest.json', groups: 'http://127.0.0.1:3102/remoteEntry.js' });
    const banner = screen.getByRole('region', { name: 'Remote overrides' });
    expect(within(banner).getByText('Remote override on:')).toBeVisible();
    const items = within(banner).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['choices from http://localhost:3101/mf-manifest.json', 'groups from http://127.0.0.1:3102/remoteEntry.js']);
  });

  it('clears them with its button', async () => {
    const { onClear } = renderBanner({ choices: 'http://localhost:3101/mf-manifest.json' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear overrides' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('is not there without an override', () => {
    renderBanner({});
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).toBeNull();
  });
});
