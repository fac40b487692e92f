import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it('keeps the last path segment of a name, in any script', () => {
    expect(cleanFileName('C:\\Users\\me\\über straße.pdf')).toBe('über straße.pdf');
    expect(cleanFileName('../../報告書.pdf')).toBe('報告書.pdf');
    expect(cleanFileName('👨‍👩‍👧 family.png')).toBe('👨‍👩‍👧 family.png');
    expect(cleanFileName('e\u0301te\u0301.pdf')).toBe('été.pdf');
  });

  it('drops control, bidi-override and invisible characters and never returns an empty name', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('\u0000\u0085\u2066\ufeff')).toBe('file');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (name) => {
        const cleaned = cleanFileName(name);
        expect(cleaned.length).toBeGreaterThan(0);
        expect(cleaned).not.toMatch(/[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069\\/]/u);
      }),
      { seed: 9, numRuns: 1000 },
    );
  });
});
