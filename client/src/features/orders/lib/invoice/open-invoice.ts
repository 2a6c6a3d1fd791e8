export const INVOICE_PRINT_DELAY_MS = 500;
export const INVOICE_CLOSE_DELAY_MS = 1_000;

export const INVOICE_MESSAGES = {
  success: 'Invoice downloaded successfully',
  failure: 'Failed to download invoice. Please try again.',
} as const;

interface Deps {
  open: (url: string, target: string) => Window | null;
  schedule: (fn: () => void, ms: number) => void;
}

const browser: Deps = {
  open: (url, target) => window.open(url, target),
  schedule: (fn, ms) => void setTimeout(fn, ms),
};

/**
 * Writes the invoice into a new window, opens the print dialog after 0.5 s and closes the
 * window after 1 s (spec). Must run inside the click, or the browser blocks the window.
 * Answers whether the invoice was shown.
 */
export function openInvoice(html: string, deps: Deps = browser): boolean {
  try {
    const win = deps.open('', '_blank');
    if (!win) return false;
    win.document.open();
    win.document.write(html);
    win.document.close();
    deps.schedule(() => win.print(), INVOICE_PRINT_DELAY_MS);
    deps.schedule(() => win.close(), INVOICE_CLOSE_DELAY_MS);
    return true;
  } catch {
    return false;
  }
}
