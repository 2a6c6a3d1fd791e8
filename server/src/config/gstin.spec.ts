import { gstinCheckCharacter, gstinProblem, stateCodeOf } from './gstin.js';

describe('GSTIN', () => {
  it('computes the check character as the GSTN does (published GSTINs)', () => {
    // The GSTN's own sample GSTIN, as its validation examples give it.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('refuses a wrong check character, a wrong shape, an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1VZ')).toMatch(/check character|15 characters/);
    expect(gstinProblem('29ABCDE1234F1Z5 (placeholder)')).toMatch(/15 characters/);
    expect(gstinProblem('29abci1681g1z0')).toMatch(/15 characters/);
    expect(gstinProblem('')).toMatch(/15 characters/);
    const at60 = '60AAPFU0939F1Z';
    expect(gstinProblem(at60 + gstinCheckCharacter(at60))).toMatch(/no state's code/);
  });

  it("names a state's code", () => {
    expect(stateCodeOf(' karnataka ')).toBe('29');
    expect(stateCodeOf('Maharashtra')).toBe('27');
    expect(stateCodeOf('Atlantis')).toBeNull();
  });
});
