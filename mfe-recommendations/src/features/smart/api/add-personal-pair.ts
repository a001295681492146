import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { ChoicePair, PersonalChoicePairRequest, SmartRecommendation } from '@alive/contracts';

export const PERSONAL_PAIR_PATH = '/api/choice-pairs/personal';

/**
 * POST /api/choice-pairs/personal: the pair joins the person's own queue and is served to them before
 * any other (docs/product/choices.md). The home screen asks for its next pair again whenever it is
 * shown, so nothing of the choices remote needs invalidating here (docs/architecture.md, "Remotes
 * react to a choice": a remote never touches another remote's query keys).
 */
export function addPersonalPair(pair: SmartRecommendation): Promise<ChoicePair> {
  const body: PersonalChoicePairRequest = {
    option1: pair.option1,
    option2: pair.option2,
    category: pair.category,
    option1Tags: pair.option1Tags,
    option2Tags: pair.option2Tags,
  };
  return apiJson<ChoicePair>('POST', PERSONAL_PAIR_PATH, body);
}

export function useAddPersonalPair(callbacks: { onSuccess: (added: ChoicePair, pair: SmartRecommendation) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: addPersonalPair, ...callbacks });
}
