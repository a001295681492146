import { Button, colors, fontSizes, radii, space, useToast } from '@alive/ui';
import styled from 'styled-components';
import { joinLink } from '../api/groups-api.ts';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  flex-wrap: wrap;
`;

const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${fontSizes.md};
  letter-spacing: 0.12em;
  background: ${colors.surfaceMuted};
  border-radius: ${radii.sm};
  padding: ${space[1]} ${space[2]};
`;

/** Writes text to the clipboard: the Clipboard API, else a selected textarea and the copy command. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/**
 * The invite code with two copy buttons: the code, and the join link `<origin>/groups/join/<code>` that
 * opens the group's join screen (docs/product/groups.md, Join links). "Copied" when it is on the clipboard.
 */
export function CopyInviteCode({ code, groupName }: { code: string; groupName: string }) {
  const { toast } = useToast();
  async function copy(text: string, what: string) {
    try {
      await copyText(text);
      toast({ variant: 'success', title: 'Copied', description: `${what} is on your clipboard.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: `Select it and copy it: ${text}` });
    }
  }
  return (
    <Row>
      <Code aria-label={`Invite code of ${groupName}`}>{code}</Code>
      <Button size="sm" variant="outline" onClick={() => void copy(code, `Invite code ${code}`)} aria-label={`Copy invite code of ${groupName}`}>
        Copy
      </Button>
      {/* The link is made on the press: the page's address is not known where the screen is rendered for a document (the edge). */}
      <Button size="sm" variant="outline" onClick={() => void copy(joinLink(code), `The join link ${joinLink(code)}`)} aria-label={`Copy link to join ${groupName}`}>
        Copy link
      </Button>
    </Row>
  );
}
