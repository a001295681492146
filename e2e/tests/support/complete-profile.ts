import { expect, type Page } from '@playwright/test';

/**
 * Makes choices through the API, as the home screen would, until the signed-in person has an A.L.I.V.E
 * profile (the profile's tabs show only then), as first-paint.spec.ts does for its profile screen.
 */
export async function completeProfile(page: Page): Promise<void> {
  for (let made = 0; made < 80; made += 1) {
    const profile = (await (await page.request.get('/api/happiness-profile')).json()) as { hasProfile: boolean };
    if (profile.hasProfile) return;
    const pair = (await (await page.request.get('/api/choice-pairs/next')).json()) as { id: number } | null;
    if (!pair) break;
    const answered = await page.request.post('/api/user-choices', { data: { choicePairId: pair.id, selectedOption: made % 3 ? 'option1' : 'option2', responseTime: 1200 } });
    expect(answered.status()).toBe(201);
  }
  throw new Error('no A.L.I.V.E profile after 80 choices');
}
