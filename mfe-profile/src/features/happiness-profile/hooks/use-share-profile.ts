import { useToast } from '@alive/ui';
import { useCallback, useEffect, useState } from 'react';

function isUserCancel(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available');
  await navigator.clipboard.writeText(text);
}

export interface ShareProfileActions {
  /** Copies the summary of the person's type; toast "Summary copied". */
  copySummary: () => Promise<void>;
  /** Opens the system share sheet with the summary (text only, no link); only when `canShare`. */
  shareSummary: () => Promise<void>;
  /** Whether the browser has a share sheet (the Web Share API); known after the first render. */
  canShare: boolean;
}

/**
 * Copy and share for the My Profile tab. What leaves the page is the summary text itself, never a link:
 * the only page there is to link to, /happiness-profile, shows whoever opens it their own profile
 * (docs/product/profile.md, Decision — sharing a summary, not a link). `summary` is the insights
 * service's `shareableProfile`, or a summary composed from the profile while insights load.
 */
export function useShareProfile(summary: string, title: string): ShareProfileActions {
  const { toast } = useToast();
  // After mount, so the first render matches the prerendered screen (docs/architecture.md, "First paint").
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copySummary = useCallback(async () => {
    try {
      await writeClipboard(summary);
      toast({ title: 'Summary copied', description: 'A summary of your A.L.I.V.E type is on your clipboard, ready to paste.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser blocked clipboard access.', variant: 'destructive' });
    }
  }, [summary, toast]);

  const shareSummary = useCallback(async () => {
    if (typeof navigator.share !== 'function') {
      await copySummary();
      return;
    }
    try {
      await navigator.share({ title, text: summary });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (!isUserCancel(error)) await copySummary();
    }
  }, [copySummary, summary, title]);

  return { copySummary, shareSummary, canShare };
}
