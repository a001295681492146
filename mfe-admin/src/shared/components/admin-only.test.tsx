import { createQueryClient } from '@alive/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminUser, authApi, installApiServer, pending, signedInUser } from '@alive/api-mocks';
import AdminPanelScreen from '../../features/admin-panel/components/admin-panel-screen.tsx';
import AiRecommendationsScreen from '../../features/ai-recommendations/components/ai-recommendations-screen.tsx';
import AnalyticsScreen from '../../features/analytics/components/analytics-screen.tsx';
import ContentManagementScreen from '../../features/content-management/components/content-management-screen.tsx';
import SmartChoicePairsScreen from '../../features/smart-choice-pairs/components/smart-choice-pairs-screen.tsx';
import WebsiteAnalyticsScreen from '../../features/website-analytics/components/website-analytics-screen.tsx';

const api = installApiServer();

function renderScreen(Screen: ComponentType) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const screens: [string, ComponentType][] = [
  ['Admin Panel', AdminPanelScreen],
  ['AI Recommendations', AiRecommendationsScreen],
  ['Smart Choice Pair Engine', SmartChoicePairsScreen],
  ['Analytics', AnalyticsScreen],
  ['Website Analytics', WebsiteAnalyticsScreen],
  ['Content Classification Management', ContentManagementScreen],
];

describe('admin screens', () => {
  it.each(screens)('%s: shows its title to admins', async (title, Screen) => {
    api.use(authApi.currentUser(adminUser));
    renderScreen(Screen);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  // Website Analytics sends a signed-in non-admin home instead (its own test).
  it.each(screens.filter(([title]) => title !== 'Website Analytics'))('%s: shows Admin Access Required to a non-admin', async (title, Screen) => {
    api.use(authApi.currentUser(signedInUser));
    renderScreen(Screen);
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
  });

  it('checks access before showing anything', () => {
    api.use(authApi.currentUser(pending));
    renderScreen(AdminPanelScreen);
    expect(screen.getByRole('status')).toHaveTextContent('Checking access');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('refuses a signed-out caller as well', async () => {
    api.use(authApi.signedOut());
    renderScreen(ContentManagementScreen);
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });
});
