import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkContentItem, ContentClassificationRequest, ContentGenerateRequest } from '@alive/contracts';
import { useToast } from '@alive/ui';
import { useFailureToast } from '../../../shared/hooks/use-failure-toast.ts';
import { bulkAddContent, contentQueryKey, createContent, deleteContent, generateClassification, updateContent } from '../api/content-api.ts';

/** The library's changes with the toasts of docs/product/admin.md (Content Classification Management); errors are titled Error. */

function useRefreshLibrary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentQueryKey });
}

export function useSaveContent(onSaved: () => void) {
  const refresh = useRefreshLibrary();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ContentClassificationRequest }) => (id === null ? createContent(input) : updateContent(id, input)),
    onSuccess: async (saved, { id }) => {
      toast({ variant: 'success', title: id === null ? 'Content added' : 'Content updated', description: saved.title });
      onSaved();
      await refresh();
    },
    onError: (error, { id }) =>
      fail(error, { title: 'Error', description: id === null ? 'Failed to create content classification' : 'Failed to update content classification', withServerMessage: true }),
  });
}

/** The classify step of AI Generate failed (not the create after it). */
class GenerateFailed extends Error {
  constructor(readonly original: unknown) {
    super('Failed to generate classification');
  }
}

/** AI Generate: the classifier's scores, then (when adding) the title created with them. */
export function useGenerateAndSave(onSaved: () => void) {
  const refresh = useRefreshLibrary();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: async ({ request, base }: { request: ContentGenerateRequest; base: ContentClassificationRequest }) => {
      const generated = await generateClassification(request).catch((error: unknown) => {
        throw new GenerateFailed(error);
      });
      const { engine: _engine, ...scores } = generated.data;
      return createContent({ ...base, ...scores });
    },
    onSuccess: async (saved) => {
      toast({ variant: 'success', title: 'Content classified and added', description: `${saved.title}: confidence ${Math.round(Number(saved.confidence) * 100)}%` });
      onSaved();
      await refresh();
    },
    onError: (error) => {
      if (error instanceof GenerateFailed) fail(error.original, { title: 'Error', description: 'Failed to generate classification', withServerMessage: true });
      else fail(error, { title: 'Error', description: 'Failed to create content classification', withServerMessage: true });
    },
  });
}

/** AI Generate while editing: the scores fill the form; nothing is saved until Save. */
export function useGenerateScores(onGenerated: (scores: Awaited<ReturnType<typeof generateClassification>>['data']) => void) {
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (request: ContentGenerateRequest) => generateClassification(request),
    onSuccess: (answer) => onGenerated(answer.data),
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to generate classification', withServerMessage: true }),
  });
}

export function useDeleteContent(onDeleted: () => void) {
  const refresh = useRefreshLibrary();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (id: number) => deleteContent(id),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Content deleted' });
      onDeleted();
      await refresh();
    },
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to delete content classification' }),
  });
}

export function useBulkAddContent(onDone: () => void) {
  const refresh = useRefreshLibrary();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (items: readonly BulkContentItem[]) => bulkAddContent(items),
    onSuccess: async (result) => {
      const failedLines = result.results.filter((line) => !line.success);
      toast({
        variant: result.failed === 0 ? 'success' : 'destructive',
        title: result.failed === 0 ? `Added ${result.created} titles` : `Added ${result.created} titles; ${result.failed} failed`,
        description: failedLines.length > 0 ? failedLines.map((line) => `${line.title ?? `Line ${line.index + 1}`}: ${line.error ?? 'failed'}`).join('; ') : undefined,
      });
      onDone();
      await refresh();
    },
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to bulk classify content' }),
  });
}
