import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { installApiServer } from '@alive/api-mocks';
import AiInsightsScreen from '../features/ai-insights/components/ai-insights-screen.tsx';

// These screens call no API yet: any request fails the test.
installApiServer();

describe('recommendations remote screens', () => {
  it.each<[string, ComponentType]>([
    ['AI-Powered Insights', AiInsightsScreen],
  ])('%s shows its title in the page header', (title, Screen) => {
    render(
      <MemoryRouter>
        <Screen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
