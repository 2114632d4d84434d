import { describe, expect, it } from 'vitest';
import { GST_STATES, gstinCheckCharacter, gstinProblem } from './gst';

describe('gstinProblem', () => {
  it('takes GSTINs whose check character is right', () => {
    // The GST portal's own example, and the salon's state's.
    for (const gstin of ['27AAPFU0939F1ZV', '04AABCC1234D1ZJ', '29AAGCB7383J1Z4'])
      expect(gstinProblem(gstin)).toBeNull();
  });

  it('names what is wrong: the shape, the state code, or the check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1ZVV')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('shape');
    expect(gstinProblem('2XAAPFU0939F1ZV')).toBe('shape');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('25AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
  });

  it('finds a single changed character by the check character', () => {
    const gstin = '27AAPFU0939F1ZV';
    for (let index = 2; index < 14; index += 1) {
      const original = gstin[index]!;
      const changed = /\d/.test(original) ? String((Number(original) + 1) % 10) : original === 'Z' ? 'Y' : 'Z';
      const first14 = gstin.slice(0, index) + changed + gstin.slice(index + 1, 14);
      expect(gstinCheckCharacter(first14), first14).not.toBe('V');
    }
  });

  it('knows the states by the codes GSTINs start with', () => {
    expect(GST_STATES['04']).toEqual({ en: 'Chandigarh', hi: 'चंडीगढ़' });
    expect(GST_STATES['07'].en).toBe('Delhi');
    expect(GST_STATES['09'].hi).toBe('उत्तर प्रदेश');
    expect(Object.keys(GST_STATES).every((code) => /^\d{2}$/.test(code))).toBe(true);
  });
});
