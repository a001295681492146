import type { LifeGuide, LifeGuideInput } from '@alive/domain';
import type { InsightsEngine } from '@alive/contracts';
import { builtinLifeGuideEngine, type LifeGuideEngine } from './life-guide-engine.ts';

export interface GeneratedLifeGuide {
  guide: LifeGuide;
  engine: InsightsEngine;
}

export interface LifeGuideGenerator {
  generate(input: LifeGuideInput): Promise<GeneratedLifeGuide>;
}

export interface LifeGuideGeneratorOptions {
  /** e.g. the OpenAI engine; when absent the built-in engine answers. */
  primary?: LifeGuideEngine;
  /** Called when the primary engine fails and the built-in engine answers instead. */
  onFallback?: (error: unknown) => void;
  /** Primary-engine answers kept in memory, keyed by the profile they were written for. Default 500. */
  cacheSize?: number;
}

/** Same profile state → same prompt, so a model answer is reused until the profile moves. */
function cacheKey(input: LifeGuideInput): string {
  return JSON.stringify([
    input.happinessCode,
    input.dimensions.map((d) => d.percentage),
    input.topPreferences.map((p) => [p.tagName, p.percent]),
  ]);
}

/**
 * Uses the primary engine when configured and falls back to the built-in engine on any error,
 * timeout or invalid answer, so the Life Guide never fails because a model did.
 */
export function createLifeGuideGenerator(options: LifeGuideGeneratorOptions = {}): LifeGuideGenerator {
  const { primary, onFallback } = options;
  const cacheSize = options.cacheSize ?? 500;
  const cache = new Map<string, LifeGuide>();

  return {
    async generate(input) {
      if (primary) {
        const key = cacheKey(input);
        const cached = cache.get(key);
        if (cached) return { guide: cached, engine: primary.name };
        try {
          const guide = await primary.generate(input);
          if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
          cache.set(key, guide);
          return { guide, engine: primary.name };
        } catch (error) {
          onFallback?.(error);
        }
      }
      return { guide: await builtinLifeGuideEngine.generate(input), engine: builtinLifeGuideEngine.name };
    },
  };
}
