import { ADMIN_PAIR_CATEGORIES, BOTH_OPTIONS_REQUIRED_MESSAGE, DEFAULT_ADMIN_PAIR_CATEGORY, PAIR_OPTION_MAX } from '@alive/contracts/constants';
import type { AdminChoicePair } from '@alive/contracts';
import { categoryLabel } from '@alive/domain';
import { Button, FormDialog, Select, TextField } from '@alive/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { LabelledField as Field } from '../../../shared/components/layout.ts';
import { OptionTagsEditor } from './option-tags-editor.tsx';

export interface PairFormValues {
  option1: string;
  option2: string;
  category: string;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
  isActive: boolean;
}

const CATEGORY_OPTIONS = ADMIN_PAIR_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }));

const EMPTY: PairFormValues = { option1: '', option2: '', category: DEFAULT_ADMIN_PAIR_CATEGORY, option1Tags: {}, option2Tags: {}, isActive: true };

/**
 * Create New Choice Pair, and Edit of an existing pair (with Active): both options required (the
 * button stays disabled until both are filled), category from the admin list, and each option's tags
 * (docs/product/admin.md, Admin Panel).
 */
export function PairFormDialog({
  open,
  onOpenChange,
  pair,
  saving,
  onSave,
  knownTags = [],
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pair being edited; none for Create. */
  pair?: AdminChoicePair | null;
  saving: boolean;
  onSave: (values: PairFormValues) => void;
  /** Tags the active pairs use, offered while typing one. */
  knownTags?: readonly string[];
}) {
  const [values, setValues] = useState<PairFormValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setError(null);
    setValues(
      pair
        ? { option1: pair.option1, option2: pair.option2, category: pair.category, option1Tags: { ...pair.option1Tags }, option2Tags: { ...pair.option2Tags }, isActive: pair.isActive }
        : EMPTY,
    );
  }, [open, pair]);

  const filled = values.option1.trim() !== '' && values.option2.trim() !== '';
  const categories = CATEGORY_OPTIONS.some((option) => option.value === values.category) ? CATEGORY_OPTIONS : [...CATEGORY_OPTIONS, { value: values.category, label: categoryLabel(values.category) }];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled) return setError(BOTH_OPTIONS_REQUIRED_MESSAGE);
    onSave({ ...values, option1: values.option1.trim(), option2: values.option2.trim() });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={pair ? 'Edit Choice Pair' : 'Create New Choice Pair'}
      description={pair ? 'Change the options, their tags, the category or whether people are asked it.' : 'People are asked it on the home screen once created.'}
      dismissible={!saving}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!filled}>
            {pair ? 'Save Changes' : 'Create Pair'}
          </Button>
        </>
      }
    >
      <TextField label="Option 1" value={values.option1} maxLength={PAIR_OPTION_MAX} data-autofocus onChange={(e) => setValues({ ...values, option1: e.target.value })} error={error} />
      <TextField label="Option 2" value={values.option2} maxLength={PAIR_OPTION_MAX} onChange={(e) => setValues({ ...values, option2: e.target.value })} />
      <Field>
        <label htmlFor="pair-category">Category</label>
        <Select id="pair-category" options={categories} value={values.category} onValueChange={(category) => setValues({ ...values, category })} />
      </Field>
      <OptionTagsEditor option="Option 1" tags={values.option1Tags} knownTags={knownTags} onChange={(option1Tags) => setValues((v) => ({ ...v, option1Tags }))} />
      <OptionTagsEditor option="Option 2" tags={values.option2Tags} knownTags={knownTags} onChange={(option2Tags) => setValues((v) => ({ ...v, option2Tags }))} />
      {pair ? (
        <label>
          <input type="checkbox" checked={values.isActive} onChange={(e) => setValues({ ...values, isActive: e.target.checked })} /> Active (asked on the home screen)
        </label>
      ) : null}
    </FormDialog>
  );
}
