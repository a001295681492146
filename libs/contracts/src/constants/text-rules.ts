/**
 * The refusal of a name or title without a visible character (`safeText`'s `label`, docs/api.md, Input
 * rules), here without zod so a screen can say the same before it sends the form.
 */
export const visibleCharacterMessage = (label: string): string => `${label} must contain a visible character`;
