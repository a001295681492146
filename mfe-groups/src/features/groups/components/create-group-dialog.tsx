import { GROUP_DESCRIPTION_MAX, GROUP_NAME_INVISIBLE_MESSAGE, GROUP_NAME_MAX, GROUP_NAME_REQUIRED_MESSAGE } from '@alive/contracts/constants';
import { hasVisibleCharacter } from '@alive/domain';
import { useCurrentUser } from '@alive/api-client';
import { Button, FormDialog, TextAreaField, TextField, useSignInNeeded } from '@alive/ui';
import { useState, type FormEvent } from 'react';
import { useGroupCreation } from '../hooks/use-group-creation.ts';

/** Create Group: name required (trimmed), description optional (docs/product/groups.md, Screens). */
export function CreateGroupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { user } = useCurrentUser();
  const signInNeeded = useSignInNeeded();
  const create = useGroupCreation(() => {
    onOpenChange(false);
    setName('');
    setDescription('');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return signInNeeded('Please log in to create a group');
    if (!name.trim()) return setError(GROUP_NAME_REQUIRED_MESSAGE);
    if (!hasVisibleCharacter(name)) return setError(GROUP_NAME_INVISIBLE_MESSAGE);
    setError(null);
    create.mutate({ name: name.trim(), description: description.trim() || undefined });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title="Create Group"
      description="Start a private group and invite people with its code."
      dismissible={!create.isPending}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Group
          </Button>
        </>
      }
    >
      <TextField label="Group name" value={name} onChange={(e) => setName(e.target.value)} maxLength={GROUP_NAME_MAX} error={error} data-autofocus placeholder="Weekend Hikers" />
      <TextAreaField
        label="Description (optional)"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={GROUP_DESCRIPTION_MAX}
        rows={3}
        placeholder="What is this group about?"
      />
    </FormDialog>
  );
}
