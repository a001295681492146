import { Button, colors, fontSizes, radii, space, useToast } from '@alive/ui';
import styled from 'styled-components';

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

/** The invite code with a copy button; "Copied" when it is on the clipboard (docs/product/groups.md, Screens). */
export function CopyInviteCode({ code, groupName }: { code: string; groupName: string }) {
  const { toast } = useToast();
  async function copy() {
    try {
      await copyText(code);
      toast({ variant: 'success', title: 'Copied', description: `Invite code ${code} is on your clipboard.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: `Select the code and copy it: ${code}` });
    }
  }
  return (
    <Row>
      <Code aria-label={`Invite code of ${groupName}`}>{code}</Code>
      <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={`Copy invite code of ${groupName}`}>
        Copy
      </Button>
    </Row>
  );
}
