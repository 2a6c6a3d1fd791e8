import { gstSplit } from './gst.js';

describe('GST split of the 18% tax (paise)', () => {
  it('ship-to Karnataka (the seller state): CGST 9% + SGST 9%', () => {
    expect(gstSplit(557_46, 'Karnataka', 'Karnataka')).toEqual({ kind: 'intra', cgst: 278_73, sgst: 278_73 });
  });

  it('matches the state whatever its case and spacing', () => {
    expect(gstSplit(18_00, '  karnataka ', 'Karnataka').kind).toBe('intra');
  });

  it('an odd paisa goes to CGST; the halves always add up to the tax', () => {
    expect(gstSplit(548_47, 'Karnataka', 'Karnataka')).toEqual({ kind: 'intra', cgst: 274_24, sgst: 274_23 });
  });

  it('any other state (or none): IGST 18%', () => {
    expect(gstSplit(557_46, 'Maharashtra', 'Karnataka')).toEqual({ kind: 'inter', igst: 557_46 });
    expect(gstSplit(10_00, null, 'Karnataka')).toEqual({ kind: 'inter', igst: 10_00 });
  });
});
