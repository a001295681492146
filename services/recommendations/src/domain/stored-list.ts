import { z } from 'zod';
import { personalizedRecommendationSchema, type PersonalizedRecommendation } from '@alive/contracts';

const storedListSchema = z.array(personalizedRecommendationSchema);

/**
 * The first `limit` entries of a stored list, checked against the contract (a row written by an older
 * release may not match it); null when there is no list or it does not match, so it is regenerated.
 */
export function storedList(payload: unknown, limit: number): PersonalizedRecommendation[] | null {
  if (!Array.isArray(payload)) return null;
  const parsed = storedListSchema.safeParse(payload.slice(0, limit));
  return parsed.success ? parsed.data : null;
}
