import { createElement } from 'react';
import { API_TOAST, SHOP_TOAST, UNDO_TOAST_MS } from '../config/constants';
import { UndoToast } from './undo-toast';

type Toast = typeof import('./shop-toaster').toast;

let loading: Promise<Toast> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/**
 * react-hot-toast's headless store (the toasts, their timers and limits), loaded with the first
 * notification: it is not part of the shell the first page waits for. It comes in one chunk
 * with the toaster that draws them (lib/shop-toaster.tsx, with the shop's own Chakra tokens),
 * which mounts then too (`ToasterWhenNeeded`) and shows the toasts already raised.
 */
export function loadToast(): Promise<Toast> {
  loading ??= import('./shop-toaster').then(
    (m) => {
      wanted = true;
      for (const listener of listeners) listener();
      return m.toast;
    },
    (error: unknown) => {
      loading = null; // a later notification asks for it again
      throw error;
    },
  );
  return loading;
}

/** Whether a notification has been raised yet (the toaster mounts then), and its subscription. */
export const toasterWanted = {
  get: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Logs a toaster that could not load (the notification it was for is not shown). */
export const toasterFailed = (error: unknown) => console.error('The toaster could not load.', error);

const show = (raise: (toast: Toast) => unknown) => {
  loadToast().then(raise, toasterFailed);
};

/** The success or error toasts showing, by id (their message). */
const answersShowing = new Set<string>();

/**
 * One answer per action: a success or an error closes the successes and errors still showing
 * ('Please select a size', then 'Added to cart!'; 'Added to cart!', then 'Your cart already
 * holds all 1 left'): two answers side by side contradict each other. Notices and Undo stay.
 */
const answer = (type: 'success' | 'error', message: string, duration: number) =>
  show((toast) => {
    for (const id of answersShowing) if (id !== message) toast.dismiss(id);
    answersShowing.clear();
    answersShowing.add(message);
    toast[type](message, { id: message, duration });
  });

/**
 * The two toast voices of the spec: the shop screens (success 2 s, error 4 s) and the API
 * layer (success 3 s, error 5 s). An identical message replaces its twin instead of stacking.
 */
export const notify = {
  success: (message: string) => answer('success', message, SHOP_TOAST.success),
  error: (message: string) => answer('error', message, SHOP_TOAST.error),
  /** Neither praise nor blame (e.g. 'already subscribed'): no icon, and long enough to read. */
  info: (message: string) => show((toast) => toast(message, { id: message, duration: SHOP_TOAST.error })),
  /** Something done at once that can be taken back ('Cart cleared'): Undo runs `undo` once and closes the toast. */
  undoable: (message: string, undo: () => void) =>
    show((toast) =>
      toast((t) => createElement(UndoToast, { message, onUndo: () => { toast.dismiss(t.id); undo(); } }), { id: message, duration: UNDO_TOAST_MS }),
    ),
  /**
   * Takes the toast showing `message` away at once, if one is (the toaster is not loaded for
   * this): no fading out, which a shopper who asks for reduced motion would see as a toast
   * lingering a second more.
   */
  dismiss: (message: string) => void loading?.then((toast) => toast.remove(message), () => undefined),
};

export const notifyApi = {
  success: (message: string) => answer('success', message, API_TOAST.success),
  error: (message: string) => answer('error', message, API_TOAST.error),
};
