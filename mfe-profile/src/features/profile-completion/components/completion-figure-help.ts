import { COMPLETION_LEVELS, DIMENSIONS, type DimensionsCompleteFigure } from '@alive/domain';

/**
 * Help of the completion card's two figures (docs/product/profile.md, Decision — one definition per
 * figure). Only this card shows them (on the home screen and the profile screen alike), so their words
 * live with it.
 */

/** Help of "Dimensions complete", the card's percent. */
export function dimensionsCompleteHelp(figure: DimensionsCompleteFigure): string {
  return `A dimension is complete once ${figure.completeAt} of your choices have touched it; the percent is the share of the ${figure.total} that are.`;
}

function levelThreshold(fromDimensions: number): string {
  return fromDimensions === DIMENSIONS.length ? `all ${DIMENSIONS.length}` : `${fromDimensions} of ${DIMENSIONS.length}`;
}

/** Help of the completion level (the badge): "Profile Explorer at 3 of 5 dimensions complete; A.L.I.V.E Profile Master at all 5." */
export const COMPLETION_LEVEL_HELP = `${COMPLETION_LEVELS.map((l) => `${l.label} at ${levelThreshold(l.fromDimensions)}`).join('; ')} dimensions complete.`;
