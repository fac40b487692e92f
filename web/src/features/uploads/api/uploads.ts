import type { TFileUpload, TUploadFilesResponse } from '@app/shared-types/uploads/rules';
import { UPLOAD_FIELD_NAME, UPLOAD_MESSAGES } from '@app/shared-types/uploads/rules';
import { getJson, uploadForm } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

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

/** Resolves with how many files the server stored. */
async function uploadAndCount(files: readonly File[]): Promise<number> {
  const result = await uploadFiles(files);
  return result?.uploads?.length ?? files.length;
}

/** Uploads files with the portal's toasts: 'Files Uploaded', or the failure with the server's message. */
export function useUploadFiles() {
  return useAction(uploadAndCount, {
    success: (count) => ({ title: UPLOAD_MESSAGES.uploadedTitle, description: UPLOAD_MESSAGES.uploaded(count), variant: 'success' }),
    errorTitle: UPLOAD_MESSAGES.uploadFailedTitle,
    errorFallback: 'The upload did not complete. Please try again.',
  });
}
