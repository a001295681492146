import { proposeGapPairs, type GapPairInput, type GapPairProposal } from '@alive/domain';

/**
 * The engine behind AI Recommendations, Generate AI Pairs and the smart engine's Generate
 * (docs/product/admin.md, AI pair engine): the built-in gap engine of @alive/domain by default, an
 * OpenAI model among its best candidates when OPENAI_API_KEY is set. Both answer the same
 * proposals; the model's answer is validated and any failure falls back to the built-in list.
 */
export type AiPairRequest = GapPairInput;

export interface AiPairEngine {
  name: 'builtin' | 'openai';
  propose(request: AiPairRequest): Promise<GapPairProposal[]>;
}

export const builtinAiPairEngine: AiPairEngine = {
  name: 'builtin',
  async propose(request) {
    return proposeGapPairs(request);
  },
};

export interface AiPairAnswer {
  proposals: GapPairProposal[];
  engine: AiPairEngine['name'];
}

/** Runs `engine`, answering with the built-in engine when it throws (HTTP error, timeout, invalid answer). */
export function withBuiltinFallback(engine: AiPairEngine, onFallback: (error: unknown) => void): (request: AiPairRequest) => Promise<AiPairAnswer> {
  return async (request) => {
    if (engine.name === 'builtin') return { proposals: await engine.propose(request), engine: 'builtin' };
    try {
      return { proposals: await engine.propose(request), engine: engine.name };
    } catch (error) {
      onFallback(error);
      return { proposals: await builtinAiPairEngine.propose(request), engine: 'builtin' };
    }
  };
}
