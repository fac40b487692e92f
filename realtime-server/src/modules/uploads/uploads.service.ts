import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Types, type Connection } from 'mongoose';
import type { TFileUpload } from '@app/shared-types/uploads';
import { UPLOAD_MESSAGES, fileExtension, validateUploadFile } from '@app/shared-types/uploads';
import type { TUser } from '@app/shared-types/auth';
import { badRequest, notFound } from '../../errors/app-error';
import { provenMimeType } from './content-check';
import { cleanFileName } from './file-name';
import { fileUploadModel, type IFileUpload } from './file-upload.model';

/** A file multer has written to the temporary folder. */
export type IncomingFile = { path: string; originalname: string; size: number; mimetype: string };

export type UploadsService = ReturnType<typeof createUploadsService>;

const toDTO = (f: IFileUpload): TFileUpload => ({
  id: f._id.toString(),
  originalName: f.originalName,
  fileSize: f.fileSize,
  mimeType: f.mimeType,
  uploadedAt: f.uploadedAt.toISOString(),
});

export function createUploadsService({ db, uploadsDir }: { db: Connection; uploadsDir: string }) {
  const Uploads = fileUploadModel(db);
  const tmpDir = path.join(uploadsDir, 'tmp');
  const userDir = (userId: string) => path.join(uploadsDir, userId);

  /**
   * All or nothing: every file must pass the name/type/size rules and prove its type by content;
   * otherwise none is kept. Accepted files move out of the temporary folder, then are recorded.
   */
  async function store(user: TUser, files: IncomingFile[]): Promise<TFileUpload[]> {
    const discardAll = () => Promise.all(files.map((f) => rm(f.path, { force: true })));
    if (!files.length) throw badRequest(UPLOAD_MESSAGES.noFiles);
    const accepted: { file: IncomingFile; name: string; mime: string }[] = [];
    for (const file of files) {
      const name = cleanFileName(file.originalname);
      const rule = validateUploadFile({ name, size: file.size, type: file.mimetype });
      if (!rule.ok) {
        await discardAll();
        throw badRequest(rule.message, [{ path: 'files', message: rule.message }]);
      }
      const mime = await provenMimeType(file.path, name);
      if (!mime) {
        await discardAll();
        throw badRequest(UPLOAD_MESSAGES.typeMismatch(name), [{ path: 'files', message: UPLOAD_MESSAGES.typeMismatch(name) }]);
      }
      accepted.push({ file, name, mime });
    }

    const moved: string[] = [];
    try {
      await mkdir(userDir(user.id), { recursive: true });
      const docs = [];
      for (const { file, name, mime } of accepted) {
        const fileName = `${randomUUID()}${fileExtension(name)}`;
        const target = path.join(userDir(user.id), fileName);
        await rename(file.path, target);
        moved.push(target);
        docs.push({ originalName: name, fileName, fileSize: file.size, mimeType: mime, uploadedBy: new Types.ObjectId(user.id), uploadedAt: new Date() });
      }
      const saved = await Uploads.insertMany(docs);
      return saved.map((d) => toDTO(d.toObject<IFileUpload>()));
    } catch (error) {
      await Promise.all([...moved.map((p) => rm(p, { force: true })), discardAll()]);
      throw error;
    }
  }

  const list = async (user: TUser): Promise<TFileUpload[]> =>
    (await Uploads.find({ uploadedBy: user.id }).sort({ uploadedAt: -1, _id: -1 }).limit(500).lean<IFileUpload[]>()).map(toDTO);

  /** The owner's file on disk; anyone else's is "not found", not "forbidden" (no probing). */
  async function fileFor(user: TUser, id: string): Promise<{ path: string; upload: IFileUpload }> {
    const upload = await Uploads.findOne({ _id: id, uploadedBy: user.id }).lean<IFileUpload>();
    if (!upload) throw notFound(UPLOAD_MESSAGES.notFound);
    return { path: path.join(userDir(user.id), upload.fileName), upload };
  }

  async function remove(user: TUser, id: string): Promise<void> {
    const { path: filePath, upload } = await fileFor(user, id);
    await Uploads.deleteOne({ _id: upload._id });
    await rm(filePath, { force: true });
  }

  async function removeAllOf(userId: Types.ObjectId): Promise<void> {
    await Uploads.deleteMany({ uploadedBy: userId });
    await rm(userDir(userId.toString()), { recursive: true, force: true });
  }

  return { model: Uploads, tmpDir, store, list, fileFor, remove, removeAllOf };
}
