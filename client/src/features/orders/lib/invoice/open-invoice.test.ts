import { INVOICE_CLOSE_DELAY_MS, INVOICE_PRINT_DELAY_MS, openInvoice } from './open-invoice';

function fakeWindow() {
  const calls: string[] = [];
  const win = {
    document: { open: () => calls.push('open'), write: (h: string) => calls.push(`write:${h}`), close: () => calls.push('close-doc') },
    print: () => calls.push('print'),
    close: () => calls.push('close'),
  } as unknown as Window;
  return { win, calls };
}

describe('opening the invoice window', () => {
  it('writes the invoice, prints after 0.5 s and closes after 1 s', () => {
    const { win, calls } = fakeWindow();
    const timers: [number, () => void][] = [];
    const shown = openInvoice('<p>hi</p>', { open: () => win, schedule: (fn, ms) => timers.push([ms, fn]) });
    expect(shown).toBe(true);
    expect(calls).toEqual(['open', 'write:<p>hi</p>', 'close-doc']);
    expect(timers.map(([ms]) => ms)).toEqual([INVOICE_PRINT_DELAY_MS, INVOICE_CLOSE_DELAY_MS]);
    expect([INVOICE_PRINT_DELAY_MS, INVOICE_CLOSE_DELAY_MS]).toEqual([500, 1000]);
    timers.forEach(([, fn]) => fn());
    expect(calls.slice(3)).toEqual(['print', 'close']);
  });

  it('fails when the window is blocked or cannot be written', () => {
    expect(openInvoice('x', { open: () => null, schedule: () => undefined })).toBe(false);
    const broken = { document: { open: () => { throw new Error('denied'); } } } as unknown as Window;
    expect(openInvoice('x', { open: () => broken, schedule: () => undefined })).toBe(false);
  });
});
