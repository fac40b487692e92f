import type { Response } from 'express';
import { csvLine, UTF8_BOM, type CsvCell } from '../../../../http/csv';

/** A cell of an export: what http/csv writes, or a stored Date (written as ISO). */
export type CsvValue = CsvCell | Date;

const cellOf = (value: CsvValue): CsvCell => (value instanceof Date ? value.toISOString() : value);

/**
 * Streams a CSV download (http/csv's quoting and formula neutralising): the header, then each row
 * as the source yields it, honouring the socket's back-pressure, so a large export never sits
 * whole in memory.
 */
export async function streamCsv(res: Response, filename: string, header: readonly string[], rows: AsyncIterable<readonly CsvValue[]>): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  const write = async (chunk: string) => {
    if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve));
  };
  await write(UTF8_BOM + csvLine([...header]));
  for await (const row of rows) {
    if (res.destroyed) return;
    await write(csvLine(row.map(cellOf)));
  }
  res.end();
}
