import type { TFileUpload, TUploadFilesResponse } from '@app/shared-types/uploads/rules';
import { UPLOAD_FIELD_NAME } from '@app/shared-types/uploads/rules';
import { getJson, uploadForm } from '../../../lib/api-client';

/** `GET /api/uploads`: the signed-in member's own uploads, newest first. */
export function listUploads(signal?: AbortSignal): Promise<TFileUpload[]> {
  return getJson<TFileUpload[]>('/api/uploads', signal ? { signal } : {});
}

/** `POST /api/uploads`: multipart, every file in a part named `files`. */
export function uploadFiles(files: readonly File[]): Promise<TUploadFilesResponse> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD_NAME, file, file.name);
  return uploadForm<TUploadFilesResponse>('/api/uploads', form);
}
