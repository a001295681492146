/** The screens the Lighthouse bench measures (docs/performance.md, "Phones: Lighthouse mobile"). */
export interface LighthouseScreen {
  /** What `--screens` names it. */
  name: string;
  path: string;
  /** Measured with the demo account's session cookie; the landing is measured before signing in. */
  signedIn: boolean;
}

export const SCREENS: readonly LighthouseScreen[] = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'profile', path: '/happiness-profile', signedIn: true },
  { name: 'recommendations', path: '/recommendations', signedIn: true },
  { name: 'groups', path: '/groups', signedIn: true },
  { name: 'learning-insights', path: '/learning-insights', signedIn: true },
];

/** The screens `--screens a,b` names, in the bench's order; an unknown name is an error. */
export function selectScreens(names: string | undefined): LighthouseScreen[] {
  if (!names) return [...SCREENS];
  const wanted = names.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !SCREENS.some((screen) => screen.name === name));
  if (unknown.length > 0) throw new Error(`unknown screen ${unknown.join(', ')}: one of ${SCREENS.map((s) => s.name).join(', ')}`);
  return SCREENS.filter((screen) => wanted.includes(screen.name));
}
