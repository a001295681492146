import { INVITE_CODE_LENGTH } from '@alive/contracts/constants';
import { useCurrentUser } from '@alive/api-client';
import { Button, FormDialog, TextField, useSignInNeeded } from '@alive/ui';
import { useState, type FormEvent } from 'react';
import { useGroupJoin } from '../../../shared/hooks/use-group-join.ts';

export const INVITE_CODE_REQUIRED_MESSAGE = 'Invite code is required';

/** Join Group: the code is required, at most 8 characters, upper-cased as typed (docs/product/groups.md, Screens). */
export function JoinGroupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { user } = useCurrentUser();
  const signInNeeded = useSignInNeeded();
  const join = useGroupJoin(() => {
    onOpenChange(false);
    setCode('');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return signInNeeded('Please log in to join a group');
    if (!code.trim()) return setError(INVITE_CODE_REQUIRED_MESSAGE);
    setError(null);
    join.mutate(code.trim().toUpperCase());
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title="Join Group"
      description="Enter the invite code someone in the group shared with you."
      dismissible={!join.isPending}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={join.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={join.isPending}>
            Join Group
          </Button>
        </>
      }
    >
      <TextField
        label="Invite code"
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase().slice(0, INVITE_CODE_LENGTH))}
        maxLength={INVITE_CODE_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error}
        data-autofocus
        placeholder="ABCD2345"
      />
    </FormDialog>
  );
}
