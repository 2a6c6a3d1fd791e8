export const INVOICE_PRINT_DELAY_MS = 500;
export const INVOICE_CLOSE_DELAY_MS = 1_000;

export const INVOICE_MESSAGES = {
  success: 'Invoice downloaded successfully',
  failure: 'Failed to download invoice. Please try again.',
} as const;

/** What the window says while the server draws the invoice. */
const PREPARING = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tax Invoice | SQU</title></head><body style="font:14px/1.5 system-ui,sans-serif;color:#44403c;padding:24px">Preparing your invoice…</body></html>';

interface Deps {
  open: (url: string, target: string) => Window | null;
  schedule: (fn: () => void, ms: number) => void;
}

const browser: Deps = {
  open: (url, target) => window.open(url, target),
  schedule: (fn, ms) => void setTimeout(fn, ms),
};

/** Writes a whole document into the window; false when it cannot (closed meanwhile, denied). */
function write(win: Window, html: string): boolean {
  try {
    win.document.open();
    win.document.write(html);
    win.document.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * The invoice's window, opened inside the click (or the browser blocks it), saying that the
 * invoice is on its way; null when the browser refused it.
 */
export function openInvoiceWindow(deps: Deps = browser): Window | null {
  try {
    const win = deps.open('', '_blank');
    return win && write(win, PREPARING) ? win : null;
  } catch {
    return null;
  }
}

/**
 * Shows the invoice in its window, opens the print dialog 0.5 s later and closes the window
 * 1 s later (spec). Answers whether the invoice was shown.
 */
export function showInvoice(win: Window, html: string, deps: Deps = browser): boolean {
  if (!write(win, html)) return false;
  deps.schedule(() => win.print(), INVOICE_PRINT_DELAY_MS);
  deps.schedule(() => win.close(), INVOICE_CLOSE_DELAY_MS);
  return true;
}
