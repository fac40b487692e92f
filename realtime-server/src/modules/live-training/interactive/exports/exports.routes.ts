import { Router, type Response } from 'express';
import { z } from 'zod';
import { ZSessionIdParam } from '@app/shared-types/live-training';
import { csvLine, UTF8_BOM, type CsvCell } from '../../../../http/csv';
import type { CsvValue } from './csv-value';
import type { SessionAccess } from '../../contracts';
import type { InteractiveModels } from '../interactive.models';
import { POLLS_CSV_HEADER, pollsCsvRows } from '../polls/polls.export';
import { QA_CSV_HEADER, questionsCsvRows } from '../questions/questions.export';
import { routeParam } from '../slice-kit';

const cellOf = (value: CsvValue): CsvCell => (value instanceof Date ? value.toISOString() : value);

/**
 * Streams a CSV download (http/csv's quoting and formula neutralising): the header, then each row
 * as the source yields it, honouring the socket's back-pressure, so a large export never sits
 * whole in memory.
 */
async function streamCsv(res: Response, filename: string, header: readonly string[], rows: AsyncIterable<readonly CsvValue[]>): Promise<void> {
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

const ZExportParams = ZSessionIdParam.extend({ file: z.enum(['polls.csv', 'qa.csv', 'attendance.csv']) });

export const ATTENDANCE_CSV_HEADER = ['Name', 'Username', 'Registration', 'Registered at', 'First joined at', 'Last left at', 'Minutes attended', 'Completed'] as const;

async function* attendanceCsvRows(access: SessionAccess, sessionId: string): AsyncGenerator<CsvValue[]> {
  for (const r of await access.attendanceRows(sessionId)) {
    yield [r.displayName, r.username, r.status, r.registeredAt, r.joinedAt, r.leftAt, Math.round(r.attendanceDuration / 60), r.completed ? 'Yes' : 'No'];
  }
}

/**
 * GET /api/live-training/:id/export/{polls|qa|attendance}.csv: the session's poll results, Q&A
 * and attendance for its instructor and operators, streamed as spreadsheet-safe CSV (http/csv.ts).
 */
export function exportsRoutes(deps: { access: SessionAccess; models: InteractiveModels }): Router {
  const router = Router();
  router.get('/live-training/:id/export/:file', async (req, res) => {
    const { id, file } = routeParam(ZExportParams, req.params, 'Not found');
    const { session } = await deps.access.require(req.user, id, 'manage');
    const name = (kind: string) => `session-${session.id}-${kind}.csv`;
    if (file === 'polls.csv') await streamCsv(res, name('polls'), POLLS_CSV_HEADER, pollsCsvRows(deps.models, session.id));
    else if (file === 'qa.csv') await streamCsv(res, name('qa'), QA_CSV_HEADER, questionsCsvRows(deps.models, session.id));
    else await streamCsv(res, name('attendance'), ATTENDANCE_CSV_HEADER, attendanceCsvRows(deps.access, session.id));
  });
  return router;
}
