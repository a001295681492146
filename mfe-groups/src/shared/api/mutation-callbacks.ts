/** What a change's caller hears once the server has answered: the answer, or the error (its toasts live in hooks/). */
export interface MutationCallbacks<Answer> {
  onSuccess?: (answer: Answer) => void;
  onError?: (error: Error) => void;
}
