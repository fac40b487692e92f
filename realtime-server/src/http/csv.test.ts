import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('spreadsheet-safe CSV', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tlead tab', "'\tlead tab"],
    ['\rcarriage', `"'\rcarriage"`],
    ['plain, with comma', '"plain, with comma"'],
    ['line\nbreak', '"line\nbreak"'],
    ['Zoë café', 'Zoë café'],
  ])('%j becomes %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('writes numbers, booleans and empties as they are', () => {
    expect([csvCell(-1.5), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual(['-1.5', 'true', '', '']);
  });

  it('starts with a UTF-8 byte order mark and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });
});
