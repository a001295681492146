import { buildLifeGuide, type LifeGuide, type LifeGuideInput } from '@alive/domain';
import type { InsightsEngine } from '@alive/contracts';

/** Something that writes the Life Guide for a profile. Engines throw when they cannot. */
export interface LifeGuideEngine {
  readonly name: InsightsEngine;
  generate(input: LifeGuideInput): Promise<LifeGuide>;
}

/** The default engine: deterministic text composed from the profile (libs/domain/src/profile/life-guide.ts). */
export const builtinLifeGuideEngine: LifeGuideEngine = {
  name: 'builtin',
  async generate(input) {
    return buildLifeGuide(input);
  },
};
