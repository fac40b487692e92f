/**
 * Secure file uploads of the client portal (spec 000 section 2 "Secure File Upload",
 * section 3 `file_uploads`, section 9 "Portal: 10MB per file; types PDF, DOC, XLS, JPG, PNG").
 *
 * Contract:
 * - `POST /api/uploads` (signed-in member), multipart/form-data, one or more parts named
 *   `files` (UPLOAD_FIELD_NAME), at most MAX_FILES_PER_UPLOAD parts of at most MAX_UPLOAD_BYTES
 *   each. Answers 201 with `TUploadFilesResponse`. The server checks the type by extension,
 *   declared mime AND content (detectUploadKind), enforces the size (413), and records each
 *   file in `file_uploads` with `uploadedBy` = the member.
 * - `GET /api/uploads` answers `TFileUpload[]`: the caller's own uploads, newest first.
 * - `GET /api/uploads/:id/download` streams the caller's own file as an attachment
 *   (404 for anyone else's).
 *
 * The browser runs `validateUploadFile` before sending, so people get the same messages
 * at once; the server runs it again and never trusts the browser.
 *
 * This module is free of zod so the browser can use it without bundling the schema library;
 * `@app/shared-types/uploads` re-exports it with the zod schema of a stored upload.
 */

import { countChars } from '../../common/text';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '10MB';
export const MAX_FILES_PER_UPLOAD = 10;
export const UPLOAD_FIELD_NAME = 'files';
export const MAX_UPLOAD_NAME_LENGTH = 255;

export const UPLOAD_KINDS = ['PDF', 'DOC', 'XLS', 'JPG', 'PNG'] as const;
export type TUploadKind = (typeof UPLOAD_KINDS)[number];

export type TAcceptedUploadType = {
  kind: TUploadKind;
  /** Lower-case, with the dot. */
  extensions: readonly string[];
  mimeTypes: readonly string[];
};

/** The accepted types: the spec's five labels with the modern Office formats they include. */
export const ACCEPTED_UPLOAD_TYPES: readonly TAcceptedUploadType[] = [
  { kind: 'PDF', extensions: ['.pdf'], mimeTypes: ['application/pdf'] },
  {
    kind: 'DOC',
    extensions: ['.doc', '.docx'],
    mimeTypes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  {
    kind: 'XLS',
    extensions: ['.xls', '.xlsx'],
    mimeTypes: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  { kind: 'JPG', extensions: ['.jpg', '.jpeg'], mimeTypes: ['image/jpeg', 'image/pjpeg'] },
  { kind: 'PNG', extensions: ['.png'], mimeTypes: ['image/png'] },
];

export const ACCEPTED_UPLOAD_EXTENSIONS: readonly string[] = ACCEPTED_UPLOAD_TYPES.flatMap((t) => t.extensions);
export const ACCEPTED_UPLOAD_MIME_TYPES: readonly string[] = ACCEPTED_UPLOAD_TYPES.flatMap((t) => t.mimeTypes);
/** Value for `<input type="file" accept>`: extensions and mime types. */
export const UPLOAD_ACCEPT_ATTRIBUTE = [...ACCEPTED_UPLOAD_EXTENSIONS, ...ACCEPTED_UPLOAD_MIME_TYPES].join(',');
/** "PDF, DOC, XLS, JPG, PNG" as the upload zone states it. */
export const ACCEPTED_UPLOAD_LABEL = UPLOAD_KINDS.join(', ');

/**
 * Mime types a browser (or a client without a type table) sends when it does not know the type.
 * Such a file is judged by its extension here and by its content on the server.
 */
export const UNKNOWN_MIME_TYPES: readonly string[] = ['', 'application/octet-stream'];

export const UPLOAD_MESSAGES = {
  zoneHint: `${ACCEPTED_UPLOAD_LABEL} up to ${MAX_UPLOAD_LABEL}`,
  unsupportedType: (name: string) =>
    `"${name}" is not an accepted file type. Please upload a PDF, DOC, XLS, JPG or PNG file.`,
  typeMismatch: (name: string) =>
    `"${name}" does not look like the file type its name says. Please check the file and try again.`,
  tooLarge: (name: string) => `"${name}" is larger than ${MAX_UPLOAD_LABEL}. Each file must be ${MAX_UPLOAD_LABEL} or smaller.`,
  empty: (name: string) => `"${name}" is empty.`,
  nameTooLong: (name: string) => `"${name.slice(0, 40)}..." has a name longer than ${MAX_UPLOAD_NAME_LENGTH} characters.`,
  tooMany: `You can upload up to ${MAX_FILES_PER_UPLOAD} files at a time.`,
  noFiles: 'Please choose at least one file to upload.',
  signInRequired: 'Please sign in to upload files.',
  uploadFailedTitle: 'Upload Failed',
  uploadedTitle: 'Files Uploaded',
  uploaded: (count: number) => `${count} ${count === 1 ? 'file was' : 'files were'} uploaded securely.`,
  notFound: 'File not found',
} as const;

export type TUploadRejectionCode = 'unsupported-type' | 'type-mismatch' | 'too-large' | 'empty' | 'name-too-long';
export type TUploadValidation =
  | { ok: true; kind: TUploadKind }
  | { ok: false; code: TUploadRejectionCode; message: string };

/** The lower-case extension with its dot ('' when there is none). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Strip parameters (`; charset=...`) and case from a mime type. */
function normaliseMime(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * One file's check, the same in the browser (a `File`) and on the server (multer's
 * originalname / mimetype / size): extension AND mime type must name the same accepted
 * type (an unknown mime is judged by the extension), the size must be 1 byte to 10MB.
 */
export function validateUploadFile(file: { name: string; size: number; type: string }): TUploadValidation {
  const { name, size } = file;
  if (countChars(name) > MAX_UPLOAD_NAME_LENGTH) return { ok: false, code: 'name-too-long', message: UPLOAD_MESSAGES.nameTooLong(name) };
  const byExtension = ACCEPTED_UPLOAD_TYPES.find((t) => t.extensions.includes(fileExtension(name)));
  if (!byExtension) return { ok: false, code: 'unsupported-type', message: UPLOAD_MESSAGES.unsupportedType(name) };
  const mime = normaliseMime(file.type);
  if (!UNKNOWN_MIME_TYPES.includes(mime)) {
    if (!ACCEPTED_UPLOAD_MIME_TYPES.includes(mime)) return { ok: false, code: 'unsupported-type', message: UPLOAD_MESSAGES.unsupportedType(name) };
    if (!byExtension.mimeTypes.includes(mime)) return { ok: false, code: 'type-mismatch', message: UPLOAD_MESSAGES.typeMismatch(name) };
  }
  if (size <= 0) return { ok: false, code: 'empty', message: UPLOAD_MESSAGES.empty(name) };
  if (size > MAX_UPLOAD_BYTES) return { ok: false, code: 'too-large', message: UPLOAD_MESSAGES.tooLarge(name) };
  return { ok: true, kind: byExtension.kind };
}

/**
 * The type a file's first bytes prove (for the server's content check), or null.
 * PDF `%PDF-`; JPG FF D8 FF; PNG's 8-byte signature; legacy DOC/XLS are OLE2 compound
 * files (D0 CF 11 E0 A1 B1 1A E1); DOCX/XLSX are ZIP packages (PK 03 04) - for those the
 * server should also look for `word/` or `xl/` entries when it can.
 */
export function detectUploadContent(head: Uint8Array): 'PDF' | 'JPG' | 'PNG' | 'OLE2' | 'ZIP' | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'PDF';
  if (starts([0xff, 0xd8, 0xff])) return 'JPG';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'OLE2';
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'ZIP';
  return null;
}

/** Whether detected content fits the type the name claims (DOC/XLS: OLE2 for .doc/.xls, ZIP for .docx/.xlsx). */
export function contentMatchesName(content: ReturnType<typeof detectUploadContent>, name: string): boolean {
  const ext = fileExtension(name);
  switch (ext) {
    case '.pdf':
      return content === 'PDF';
    case '.jpg':
    case '.jpeg':
      return content === 'JPG';
    case '.png':
      return content === 'PNG';
    case '.doc':
    case '.xls':
      return content === 'OLE2';
    case '.docx':
    case '.xlsx':
      return content === 'ZIP';
    default:
      return false;
  }
}

/** `POST /api/uploads` answers 201 with the stored files, in the order sent. */
export type TUploadFilesResponse = { uploads: TFileUpload[] };
/** `GET /api/uploads` answers the caller's uploads, newest first. */
export type TFileUploadListResponse = TFileUpload[];

/** One stored upload as the API returns it (never the stored file name or the owner's id). */
export type TFileUpload = {
  id: string;
  originalName: string;
  fileSize: number;
  mimeType: string;
  uploadedAt: string;
};

export const uploadDownloadPath = (id: string) => `/api/uploads/${encodeURIComponent(id)}/download`;

/** "2.4 MB", "830 KB", "12 bytes" for lists and messages. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
