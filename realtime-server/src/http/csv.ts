/**
 * CSV for spreadsheets (RFC 4180): fields quoted when they hold a comma, quote or line break, and
 * neutralised when a spreadsheet would run them as a formula (OWASP's "CSV injection": a cell
 * starting with = + - @, a tab or a carriage return gets a leading apostrophe, which Excel, LibreOffice
 * and Google Sheets show as text). Files start with a UTF-8 byte order mark so Excel reads accents.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are data the app wrote (a negative count is still a number); text from people is neutralised.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const UTF8_BOM = '\uFEFF';

/** A whole table as one CSV text, header first. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return UTF8_BOM + csvLine(header) + rows.map(csvLine).join('');
}
