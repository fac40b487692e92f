import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_FIELD_NAME, UPLOAD_MESSAGES } from '@app/shared-types/uploads';
import { ErrorCode } from '@app/shared-types/errors';
import { AppError, badRequest, notFound } from '../../errors/app-error';
import { currentUser, requireUser } from '../../http/guards';
import { idParam } from '../../http/params';
import type { IncomingFile, UploadsService } from './uploads.service';

export function uploadsRoutes(uploads: UploadsService): Router {
  const router = Router();
  mkdirSync(uploads.tmpDir, { recursive: true });
  const receive = multer({
    // Browsers send the file name as raw UTF-8 in the part header; busboy's default reads it as latin1.
    defParamCharset: 'utf8',
    storage: multer.diskStorage({ destination: uploads.tmpDir, filename: (_req, _file, cb) => cb(null, randomUUID()) }),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 5, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 5 },
  }).array(UPLOAD_FIELD_NAME, MAX_FILES_PER_UPLOAD);

  // multer removes what it already wrote when it fails; its errors become the API's error shape.
  const receiveFiles: RequestHandler = (req, res, next) =>
    receive(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE')
          return next(new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `Each file must be ${MAX_UPLOAD_LABEL} or smaller.`));
        if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_PART_COUNT') return next(badRequest(UPLOAD_MESSAGES.tooMany));
        return next(badRequest(`Upload refused: ${err.message}`));
      }
      next(badRequest('The upload could not be read. Please try again.'));
    });

  router.post('/uploads', requireUser, receiveFiles, async (req, res) => {
    const files = (Array.isArray(req.files) ? req.files : []) as IncomingFile[];
    res.status(201).json({ uploads: await uploads.store(currentUser(req), files) });
  });

  router.get('/uploads', requireUser, async (req, res) => {
    res.json(await uploads.list(currentUser(req)));
  });

  router.get('/uploads/:id/download', requireUser, async (req, res, next) => {
    const { path, upload } = await uploads.fileFor(currentUser(req), idParam(req.params, UPLOAD_MESSAGES.notFound));
    res.type(upload.mimeType);
    res.download(path, upload.originalName, { headers: { 'Cache-Control': 'private, no-store' } }, (err) => {
      // A record whose file is gone from disk is reported as missing, not as a server fault.
      if (err && !res.headersSent) next(notFound(UPLOAD_MESSAGES.notFound));
    });
  });

  router.delete('/uploads/:id', requireUser, async (req, res) => {
    await uploads.remove(currentUser(req), idParam(req.params, UPLOAD_MESSAGES.notFound));
    res.status(204).end();
  });

  return router;
}
