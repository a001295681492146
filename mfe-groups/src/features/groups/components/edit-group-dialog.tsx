import { GROUP_NAME_INVISIBLE_MESSAGE, GROUP_NAME_MAX, GROUP_NAME_REQUIRED_MESSAGE } from '@alive/contracts/constants';
import { hasVisibleCharacter } from '@alive/domain';
import type { GroupSummary } from '@alive/contracts';
import { Button, FormDialog, TextField } from '@alive/ui';
import { useState, type FormEvent } from 'react';
import { useGroupRename } from '../hooks/use-group-rename.ts';

/** Edit Group (owners and group admins): the name, required (docs/product/groups.md, Screens). */
export function EditGroupDialog({ group, onClose }: { group: GroupSummary | null; onClose: () => void }) {
  return group ? <EditGroupForm key={group.id} group={group} onClose={onClose} /> : null;
}

function EditGroupForm({ group, onClose }: { group: GroupSummary; onClose: () => void }) {
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useGroupRename(onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(GROUP_NAME_REQUIRED_MESSAGE);
    if (!hasVisibleCharacter(name)) return setError(GROUP_NAME_INVISIBLE_MESSAGE);
    setError(null);
    rename.mutate({ groupId: group.id, name: name.trim() });
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Group"
      description={`Rename ${group.name}.`}
      dismissible={!rename.isPending}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending}>
            Save
          </Button>
        </>
      }
    >
      <TextField label="Group name" value={name} onChange={(e) => setName(e.target.value)} maxLength={GROUP_NAME_MAX} error={error} data-autofocus />
    </FormDialog>
  );
}
