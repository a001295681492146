import { CONTENT_SCORE, CONTENT_TITLE_MAX, CONTENT_TYPES, SCORE_FIELDS } from '@alive/contracts/constants';
import type { ContentClassification, ContentScores, ContentTypeValue } from '@alive/contracts';
import { Button, FormDialog, Select, space, TextAreaField, TextField } from '@alive/ui';
import { categoryLabel } from '@alive/domain';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useGenerateAndSave, useGenerateScores, useSaveContent } from '../hooks/use-content-mutations.ts';
import { contentFormOf, contentRequestOf, emptyContentForm, SCORE_LABELS, type ContentFormValues } from './content-form.ts';
import { LabelledField as Field } from '../../../shared/components/layout.ts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space[3]};
`;

export const TYPE_OPTIONS: { value: ContentTypeValue; label: string }[] = CONTENT_TYPES.map((value) => ({ value, label: categoryLabel(value) }));

/**
 * Add Content and Edit (docs/product/admin.md, Content library): title and type required; Author for
 * books, Director otherwise; scores −2..2 (not a number: 0); confidence 0..1 step 0.01 (0.80). AI
 * Generate (disabled without title or type) classifies the title: when adding it then creates it,
 * when editing it fills the scores.
 */
export function ContentFormDialog({ open, onOpenChange, item }: { open: boolean; onOpenChange: (open: boolean) => void; item: ContentClassification | null }) {
  const [values, setValues] = useState<ContentFormValues>(emptyContentForm);
  const [titleError, setTitleError] = useState<string | null>(null);
  const close = () => onOpenChange(false);
  const save = useSaveContent(close);
  const generateAndSave = useGenerateAndSave(close);
  const generateScores = useGenerateScores((scores: ContentScores) =>
    setValues((current) => ({
      ...current,
      scores: Object.fromEntries(SCORE_FIELDS.map((field) => [field, String(scores[field])])) as ContentFormValues['scores'],
      confidence: scores.confidence.toFixed(2),
      reasoning: scores.reasoning,
    })),
  );

  useEffect(() => {
    if (!open) return;
    setTitleError(null);
    setValues(item ? contentFormOf(item) : emptyContentForm());
  }, [open, item]);

  const busy = save.isPending || generateAndSave.isPending || generateScores.isPending;
  const canGenerate = values.title.trim() !== '' && values.contentType !== '';
  const set = (patch: Partial<ContentFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) return setTitleError('Title is required');
    if (!values.contentType) return setTitleError('Choose the type');
    setTitleError(null);
    save.mutate({ id: item?.id ?? null, input: contentRequestOf(values) });
  }

  function generate() {
    const request = contentRequestOf(values);
    const generateRequest = {
      title: request.title,
      contentType: request.contentType,
      additionalInfo: { year: request.year, author: request.author, director: request.director, genre: request.genre },
    };
    if (item) generateScores.mutate(generateRequest);
    else generateAndSave.mutate({ request: generateRequest, base: request });
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={item ? 'Edit Content' : 'Add Content'} description="A film, series or book and how it leans on the five dimensions." width={680} dismissible={!busy}
      onSubmit={submit}
      formLabel={item ? 'Edit Content' : 'Add Content'}
      actions={
        <>
          <Button type="button" variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" variant="secondary" onClick={generate} disabled={!canGenerate || busy} loading={generateAndSave.isPending || generateScores.isPending}>
            AI Generate
          </Button>
          <Button type="submit" loading={save.isPending} disabled={busy}>
            {item ? 'Save Changes' : 'Add Content'}
          </Button>
        </>
      }
    >
      <Columns>
        <TextField label="Title" value={values.title} maxLength={CONTENT_TITLE_MAX} onChange={(e) => set({ title: e.target.value })} error={titleError} data-autofocus />
        <Field>
          <label htmlFor="content-type">Type</label>
          <Select id="content-type" options={TYPE_OPTIONS} value={values.contentType || undefined} placeholder="Choose a type" onValueChange={(value) => set({ contentType: value as ContentTypeValue })} />
        </Field>
        <TextField label="Year" type="number" value={values.year} onChange={(e) => set({ year: e.target.value })} />
        <TextField label={values.contentType === 'book' ? 'Author' : 'Director'} value={values.creator} maxLength={120} onChange={(e) => set({ creator: e.target.value })} />
        <TextField label="Genre" value={values.genre} maxLength={120} onChange={(e) => set({ genre: e.target.value })} />
        {values.contentType === 'tv' ? <TextField label="Seasons" type="number" min={1} value={values.seasons} onChange={(e) => set({ seasons: e.target.value })} /> : null}
      </Columns>
      <TextAreaField label="Description" rows={2} maxLength={2000} value={values.description} onChange={(e) => set({ description: e.target.value })} />
      <Columns>
        {SCORE_FIELDS.map((field) => (
          <TextField
            key={field}
            label={SCORE_LABELS[field]}
            type="number"
            min={CONTENT_SCORE.min}
            max={CONTENT_SCORE.max}
            step={1}
            value={values.scores[field]}
            onChange={(e) => set({ scores: { ...values.scores, [field]: e.target.value } })}
          />
        ))}
        <TextField label="Confidence" type="number" min={0} max={1} step={0.01} value={values.confidence} onChange={(e) => set({ confidence: e.target.value })} />
      </Columns>
      <TextAreaField label="Reasoning" rows={2} maxLength={2000} value={values.reasoning} onChange={(e) => set({ reasoning: e.target.value })} />
    </FormDialog>
  );
}
