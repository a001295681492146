import { useToast } from '@alive/ui';
import { useCallback } from 'react';

/** Where a shared link points: the profile page of this site. */
export const PROFILE_PAGE_PATH = '/happiness-profile';

export function profilePageUrl(): string {
  return new URL(PROFILE_PAGE_PATH, window.location.origin).toString();
}

function isUserCancel(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available');
  await navigator.clipboard.writeText(text);
}

export interface ShareProfileActions {
  /** Copies the profile text; toast "Copied". */
  copyProfile: () => Promise<void>;
  /** Web Share API where the browser has it, else copies a link to the profile page. */
  shareProfile: () => Promise<void>;
}

/**
 * Copy Profile and Share for the My Profile tab. `profileText` is the shareable profile (the insights
 * service's `shareableProfile`, or a summary composed from the profile while insights load).
 */
export function useShareProfile(profileText: string, title: string): ShareProfileActions {
  const { toast } = useToast();

  const copyLink = useCallback(async () => {
    try {
      await writeClipboard(profilePageUrl());
      toast({ title: 'Link copied', description: 'A link to your A.L.I.V.E Profile page is on your clipboard.' });
    } catch {
      toast({ title: 'Sharing failed', description: 'Your browser blocked both sharing and the clipboard.', variant: 'destructive' });
    }
  }, [toast]);

  const copyProfile = useCallback(async () => {
    try {
      await writeClipboard(profileText);
      toast({ title: 'Copied', description: 'Your A.L.I.V.E Profile is on your clipboard.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser blocked clipboard access.', variant: 'destructive' });
    }
  }, [profileText, toast]);

  const shareProfile = useCallback(async () => {
    if (typeof navigator.share !== 'function') {
      await copyLink();
      return;
    }
    try {
      await navigator.share({ title, text: profileText, url: profilePageUrl() });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to the link.
      if (!isUserCancel(error)) await copyLink();
    }
  }, [copyLink, profileText, title]);

  return { copyProfile, shareProfile };
}
