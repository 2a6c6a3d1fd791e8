import { INVOICE_CLOSE_DELAY_MS, INVOICE_PRINT_DELAY_MS, openInvoiceWindow, showInvoice } from './open-invoice';

function fakeWindow() {
  const calls: string[] = [];
  const win = {
    document: { open: () => calls.push('open'), write: (h: string) => calls.push(h.includes('Preparing') ? 'write:preparing' : `write:${h}`), close: () => calls.push('close-doc') },
    print: () => calls.push('print'),
    close: () => calls.push('close'),
  } as unknown as Window;
  return { win, calls };
}

const never = () => undefined;

describe('the invoice window', () => {
  it('opens at once saying the invoice is being prepared; then shows it, prints after 0.5 s and closes after 1 s', () => {
    const { win, calls } = fakeWindow();
    const timers: [number, () => void][] = [];
    const deps = { open: () => win, schedule: (fn: () => void, ms: number) => void timers.push([ms, fn]) };
    expect(openInvoiceWindow(deps)).toBe(win);
    expect(calls).toEqual(['open', 'write:preparing', 'close-doc']);
    expect(timers).toEqual([]);
    expect(showInvoice(win, '<p>hi</p>', deps)).toBe(true);
    expect(calls.slice(3)).toEqual(['open', 'write:<p>hi</p>', 'close-doc']);
    expect(timers.map(([ms]) => ms)).toEqual([INVOICE_PRINT_DELAY_MS, INVOICE_CLOSE_DELAY_MS]);
    expect([INVOICE_PRINT_DELAY_MS, INVOICE_CLOSE_DELAY_MS]).toEqual([500, 1000]);
    timers.forEach(([, fn]) => fn());
    expect(calls.slice(6)).toEqual(['print', 'close']);
  });

  it('fails when the window is blocked or cannot be written', () => {
    expect(openInvoiceWindow({ open: () => null, schedule: never })).toBeNull();
    expect(openInvoiceWindow({ open: () => { throw new Error('blocked'); }, schedule: never })).toBeNull();
    const broken = { document: { open: () => { throw new Error('denied'); } } } as unknown as Window;
    expect(openInvoiceWindow({ open: () => broken, schedule: never })).toBeNull();
    const timers: number[] = [];
    expect(showInvoice(broken, 'x', { open: () => broken, schedule: (_, ms) => void timers.push(ms) })).toBe(false);
    expect(timers).toEqual([]);
  });
});
