import type { ReactNode } from 'react';

/** Spec section 9: one toast at a time, shown 5000 ms by default, a dismissed toast removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms (default 5000); `Infinity` keeps it until dismissed. */
  duration?: number;
  /** An action element, e.g. a small Button. */
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
  duration: number;
}

type Listener = (toasts: readonly ToastItem[]) => void;

/**
 * Module-level toast state. `@alive/ui` is a Module Federation singleton, so every remote's
 * `toast()` reaches the one `<Toaster/>` the shell mounts, with no provider to thread through.
 */
class ToastStore {
  private toasts: readonly ToastItem[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private counter = 0;

  getSnapshot = (): readonly ToastItem[] => this.toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(input: ToastInput): string {
    this.counter = (this.counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${this.counter}`;
    const item: ToastItem = {
      ...input,
      id,
      open: true,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
    };
    const kept = [item, ...this.toasts].slice(0, TOAST_LIMIT);
    for (const dropped of this.toasts) {
      if (!kept.includes(dropped)) this.clearTimers(dropped.id);
    }
    this.set(kept);
    this.scheduleDismiss(id, item.duration);
    return id;
  }

  update(id: string, input: ToastInput): void {
    this.set(this.toasts.map((t) => (t.id === id ? { ...t, ...input, variant: input.variant ?? t.variant } : t)));
  }

  /** Closes one toast (or all without an id); closed toasts are removed after the remove delay. */
  dismiss(id?: string): void {
    const targets = this.toasts.filter((t) => (id === undefined || t.id === id) && t.open);
    if (targets.length === 0) return;
    for (const t of targets) {
      clearTimeout(this.dismissTimers.get(t.id));
      this.dismissTimers.delete(t.id);
      this.scheduleRemove(t.id);
    }
    this.set(this.toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
  }

  /** Stops the auto-dismiss countdown (hover/focus) and restarts it with the full duration on resume. */
  pause(id: string): void {
    clearTimeout(this.dismissTimers.get(id));
    this.dismissTimers.delete(id);
  }

  resume(id: string): void {
    const item = this.toasts.find((t) => t.id === id);
    if (item?.open) this.scheduleDismiss(id, item.duration);
  }

  remove(id: string): void {
    this.clearTimers(id);
    this.set(this.toasts.filter((t) => t.id !== id));
  }

  /** Test helper: forget everything. */
  reset(): void {
    for (const t of this.toasts) this.clearTimers(t.id);
    this.set([]);
  }

  private scheduleDismiss(id: string, duration: number) {
    if (!Number.isFinite(duration)) return;
    clearTimeout(this.dismissTimers.get(id));
    this.dismissTimers.set(
      id,
      setTimeout(() => this.dismiss(id), duration),
    );
  }

  private scheduleRemove(id: string) {
    if (this.removeTimers.has(id)) return;
    this.removeTimers.set(
      id,
      setTimeout(() => this.remove(id), TOAST_REMOVE_DELAY_MS),
    );
  }

  private clearTimers(id: string) {
    clearTimeout(this.dismissTimers.get(id));
    clearTimeout(this.removeTimers.get(id));
    this.dismissTimers.delete(id);
    this.removeTimers.delete(id);
  }

  private set(next: readonly ToastItem[]) {
    this.toasts = next;
    for (const listener of this.listeners) listener(next);
  }
}

export const toastStore = new ToastStore();

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

/** Show a toast from anywhere (also outside React). */
export function toast(input: ToastInput): ToastHandle {
  const id = toastStore.add(input);
  return { id, dismiss: () => toastStore.dismiss(id), update: (next) => toastStore.update(id, next) };
}
