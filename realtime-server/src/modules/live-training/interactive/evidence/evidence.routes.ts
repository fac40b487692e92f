import { Readable } from 'node:stream';
import { Router } from 'express';
import { ZipArchive } from 'archiver';
import { ZSessionIdParam } from '@app/shared-types/live-training';
import { csvLine, UTF8_BOM } from '../../../../http/csv';
import { routeParam } from '../slice-kit';
import type { EvidenceService, EvidenceTable } from './evidence.service';

/** A table's CSV, line by line (never one big string). */
function* csvOf(table: EvidenceTable): Generator<string> {
  yield UTF8_BOM + csvLine(table.header);
  for (const row of table.rows) yield csvLine(row);
}

const fileSafe = (title: string) => title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'session';

/** GET /api/live-training/:id/evidence — an operator downloads the session's audit evidence as a zip of CSVs, streamed. */
export function evidenceRoutes(evidence: EvidenceService): Router {
  const router = Router();
  router.get('/live-training/:id/evidence', async (req, res) => {
    const id = routeParam(ZSessionIdParam, req.params, 'Session not found').id;
    const { title, tables } = await evidence.tables(req.user, id);
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="cpe-evidence-${fileSafe(title)}-${id}.zip"`,
      'Cache-Control': 'private, no-store',
    });
    const zip = new ZipArchive({ zlib: { level: 6 } });
    zip.on('error', (err) => res.destroy(err));
    zip.pipe(res);
    for (const table of tables) zip.append(Readable.from(csvOf(table)), { name: table.file });
    await zip.finalize();
  });
  return router;
}
