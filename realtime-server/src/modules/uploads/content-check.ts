import { fileTypeFromFile } from 'file-type';
import { fileExtension } from '@app/shared-types/uploads';

/** The mime type each accepted extension's content must prove (legacy Office files are OLE2/CFB). */
const EXPECTED_CONTENT: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.doc': 'application/x-cfb',
  '.xls': 'application/x-cfb',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const STORED_MIME: Record<string, string> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
};

/**
 * Reads the file's signature (file-type) and returns the mime type to store when the content is
 * what the name says, or null when it is not (a renamed executable, a text file called .pdf).
 */
export async function provenMimeType(filePath: string, originalName: string): Promise<string | null> {
  const ext = fileExtension(originalName);
  const expected = EXPECTED_CONTENT[ext];
  if (!expected) return null;
  const detected = await fileTypeFromFile(filePath);
  if (detected?.mime !== expected) return null;
  return STORED_MIME[ext] ?? detected.mime;
}
