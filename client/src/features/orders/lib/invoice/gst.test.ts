import { gstSplit } from './gst';

describe('GST split of the 18% tax', () => {
  it('ship-to Karnataka (the seller state): CGST 9% + SGST 9%', () => {
    expect(gstSplit(557.46, 'Karnataka', 'Karnataka')).toEqual({ kind: 'intra', cgst: 278.73, sgst: 278.73 });
  });

  it('matches the state whatever its case and spacing', () => {
    expect(gstSplit(18, '  karnataka ', 'Karnataka').kind).toBe('intra');
  });

  it('an odd paisa goes to CGST; the halves always add up to the tax', () => {
    const split = gstSplit(548.47, 'Karnataka', 'Karnataka');
    expect(split).toEqual({ kind: 'intra', cgst: 274.24, sgst: 274.23 });
    if (split.kind === 'intra') expect(Math.round((split.cgst + split.sgst) * 100)).toBe(54847);
  });

  it('any other state (or none): IGST 18%', () => {
    expect(gstSplit(557.46, 'Maharashtra', 'Karnataka')).toEqual({ kind: 'inter', igst: 557.46 });
    expect(gstSplit(10, null, 'Karnataka')).toEqual({ kind: 'inter', igst: 10 });
  });
});
