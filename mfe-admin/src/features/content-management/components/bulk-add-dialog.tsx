import { parseBulkLines } from '@alive/domain';
import { Button, FormDialog, TextAreaField } from '@alive/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useBulkAddContent } from '../hooks/use-content-mutations.ts';

/**
 * Bulk Add (docs/product/admin.md, Content library): one title a line as title, type, year, author or
 * director, genre (parseBulkLines); each line is classified and added alone, and a line the service
 * refuses is named in the toast.
 */
export function BulkAddDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bulk = useBulkAddContent(() => onOpenChange(false));

  useEffect(() => {
    if (open) {
      setText('');
      setError(null);
    }
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const lines = parseBulkLines(text);
    // Nothing is sent when no line has a title and a type.
    if (lines.length === 0) return setError('No line has at least a title and a type.');
    setError(null);
    bulk.mutate(lines);
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Bulk Add Content" description="Each title is classified and added; a line that cannot be added is named." width={640} dismissible={!bulk.isPending}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={bulk.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={text.trim() === ''} loading={bulk.isPending}>
            Classify and Add
          </Button>
        </>
      }
    >
      <TextAreaField
        label="Titles, one per line"
        hint="Title, type (movie, tv or book), year, author or director, genre"
        rows={10}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        placeholder={'Dune, book, 1965, Frank Herbert, Science fiction\nArrival, movie, 2016, Denis Villeneuve, Science fiction'}
        data-autofocus
      />
    </FormDialog>
  );
}
