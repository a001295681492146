import type { ReactNode } from 'react';

/** Product rules: one toast at a time, shown 5000 ms by default, a dismissed toast removed after 1,000,000 ms. */
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
 * How long a toast shows (and the pause while hovered or focused) is Radix Toast's job in the
 * Toaster, which reports the close back through `dismiss`.
 */
class ToastStore {
  private toasts: readonly ToastItem[] = [];
  private readonly listeners = new Set<Listener>();
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
      if (!kept.includes(dropped)) this.clearTimer(dropped.id);
    }
    this.set(kept);
    return id;
  }

  update(id: string, input: ToastInput): void {
    this.set(this.toasts.map((t) => (t.id === id ? { ...t, ...input, variant: input.variant ?? t.variant } : t)));
  }

  /** Closes one toast (or all without an id); closed toasts are removed after the remove delay. */
  dismiss(id?: string): void {
    const targets = this.toasts.filter((t) => (id === undefined || t.id === id) && t.open);
    if (targets.length === 0) return;
    for (const t of targets) this.scheduleRemove(t.id);
    this.set(this.toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
  }

  remove(id: string): void {
    this.clearTimer(id);
    this.set(this.toasts.filter((t) => t.id !== id));
  }

  /** Test helper: forget everything. */
  reset(): void {
    for (const t of this.toasts) this.clearTimer(t.id);
    this.set([]);
  }

  private scheduleRemove(id: string) {
    if (this.removeTimers.has(id)) return;
    this.removeTimers.set(
      id,
      setTimeout(() => this.remove(id), TOAST_REMOVE_DELAY_MS),
    );
  }

  private clearTimer(id: string) {
    clearTimeout(this.removeTimers.get(id));
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
