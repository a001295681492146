import { useMutation } from '@tanstack/react-query';
import { endpointClient } from '@alive/api-client';
import type { ChoicePair, choicesEndpoints, SmartRecommendation } from '@alive/contracts';
import { choicesRoutes } from '@alive/contracts/routes';

/** The one choices call of this remote, typed by the choices endpoint table. */
const choicesClient = endpointClient<typeof choicesEndpoints>(choicesRoutes);

/**
 * POST /api/choice-pairs/personal: the pair joins the person's own queue and is served to them before
 * any other (docs/product/choices.md). The home screen asks for its next pair again whenever it is
 * shown, so nothing of the choices remote needs invalidating here (docs/architecture.md, "Remotes
 * react to a choice": a remote never touches another remote's query keys).
 */
export function addPersonalPair(pair: SmartRecommendation): Promise<ChoicePair> {
  return choicesClient.addPersonalPair({
    body: {
      option1: pair.option1,
      option2: pair.option2,
      category: pair.category,
      option1Tags: pair.option1Tags,
      option2Tags: pair.option2Tags,
    },
  });
}

export function useAddPersonalPair(callbacks: { onSuccess: (added: ChoicePair, pair: SmartRecommendation) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: addPersonalPair, ...callbacks });
}
