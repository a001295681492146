/** One choice the person made, as the analyses of docs/recommendation-engine.md read it. */
export interface ChoiceOptionRecord {
  text: string;
  /** `prefix:Tag` → weight, `alive:<dimension>:<pole>` tags included. */
  tags: Readonly<Record<string, number>>;
}

export interface ChoiceRecord {
  category: string;
  chosen: ChoiceOptionRecord;
  rejected: ChoiceOptionRecord;
}
