import { useSyncExternalStore } from 'react';
import { toast, toastStore, type ToastItem } from './toast-store.ts';

export interface UseToastResult {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  /** Dismiss one toast by id, or all. */
  dismiss: (id?: string) => void;
}

/** `const { toast } = useToast(); toast({ title: 'Error', description: '...', variant: 'destructive' })`. */
export function useToast(): UseToastResult {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast, dismiss: (id) => toastStore.dismiss(id) };
}
