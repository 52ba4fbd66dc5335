/**
 * Toast messages (success, error, info, warning): a small store any code can push to, the API client
 * included, rendered by <ToastHost/>. A toast closes itself after 3000 ms unless told otherwise, pauses
 * while the pointer rests on it, and Escape closes the toasts on screen.
 */

/** The four kinds of toast. */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** One toast on screen. */
export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  /** Optional bold first line (the message-box helper uses it). */
  title?: string;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  duration: number;
}

/** Options of a single toast. */
export interface ToastOptions {
  /** Milliseconds on screen (default 3000); 0 keeps it until closed. */
  duration?: number;
  title?: string;
}

/** Default lifetime of a toast. */
export const TOAST_DURATION_MS = 3000;
/** Lifetime of the message-box helper. */
export const MESSAGE_BOX_DURATION_MS = 5000;
/** Vertical gap between stacked toasts. */
export const TOAST_GAP_PX = 16;
/** Distance of the first toast from the top of the window. */
export const TOAST_TOP_PX = 20;
/** Stacking level above dialogs and masks. */
export const TOAST_Z_INDEX = 9999;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of [...listeners]) l();
}

function startTimer(item: ToastItem): void {
  if (item.duration > 0) timers.set(item.id, setTimeout(() => dismissToast(item.id), item.duration));
}

function stopTimer(id: number): void {
  const t = timers.get(id);
  if (t !== undefined) clearTimeout(t);
  timers.delete(id);
}

/** Shows a toast and returns its id. */
export function showToast(type: ToastType, message: string, options: ToastOptions = {}): number {
  const item: ToastItem = { id: nextId++, type, message, title: options.title, duration: options.duration ?? TOAST_DURATION_MS };
  items = [...items, item];
  startTimer(item);
  emit();
  return item.id;
}

/** Closes one toast. */
export function dismissToast(id: number): void {
  stopTimer(id);
  const next = items.filter((t) => t.id !== id);
  if (next.length !== items.length) {
    items = next;
    emit();
  }
}

/** Closes every toast (Escape does this). */
export function dismissAllToasts(): void {
  for (const id of timers.keys()) stopTimer(id);
  if (items.length) {
    items = [];
    emit();
  }
}

/** Holds a toast's countdown while the pointer rests on it. */
export function pauseToast(id: number): void {
  stopTimer(id);
}

/** Restarts a held toast's countdown from its full duration. */
export function resumeToast(id: number): void {
  const item = items.find((t) => t.id === id);
  if (item && !timers.has(id)) startTimer(item);
}

/** Shorthands: toast.success('已儲存'), toast.error(message) …; each returns the toast id. */
export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  dismiss: dismissToast,
  dismissAll: dismissAllToasts,
};

/** The message-box helper: a toast with an optional title that stays 5000 ms. */
export function messageBox(message: string, options: { type?: ToastType; title?: string; duration?: number } = {}): number {
  return showToast(options.type ?? 'info', message, { title: options.title, duration: options.duration ?? MESSAGE_BOX_DURATION_MS });
}

/** The store behind the toasts, for <ToastHost/> and tests. */
export const toastStore = {
  getSnapshot: (): readonly ToastItem[] => items,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
