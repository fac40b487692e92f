import { MAX_FILES_PER_UPLOAD, UPLOAD_MESSAGES, validateUploadFile } from '@app/shared-types/uploads/rules';

export type TFileLike = { name: string; size: number; type: string };

export type TUploadSelection<F extends TFileLike> = {
  accepted: F[];
  rejected: { name: string; message: string }[];
  /** A problem with the selection as a whole (too many files, nothing chosen). */
  selectionError: string | null;
};

/** Splits what the member chose or dropped into files to send and files refused, with messages. */
export function partitionFiles<F extends TFileLike>(files: readonly F[]): TUploadSelection<F> {
  if (files.length === 0) return { accepted: [], rejected: [], selectionError: UPLOAD_MESSAGES.noFiles };
  if (files.length > MAX_FILES_PER_UPLOAD) return { accepted: [], rejected: [], selectionError: UPLOAD_MESSAGES.tooMany };
  const accepted: F[] = [];
  const rejected: { name: string; message: string }[] = [];
  for (const file of files) {
    const result = validateUploadFile(file);
    if (result.ok) accepted.push(file);
    else rejected.push({ name: file.name, message: result.message });
  }
  return { accepted, rejected, selectionError: null };
}
