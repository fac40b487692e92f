import type { TResource } from '@app/shared-types/live-training';
import type { IResource } from './resources.model';

export function toResourceDTO(r: IResource): TResource {
  return {
    id: r._id.toString(),
    sessionId: r.sessionId.toString(),
    title: r.title,
    description: r.description,
    resourceType: r.resourceType,
    fileUrl: r.fileUrl,
    downloadAllowed: r.downloadAllowed,
    uploadedBy: r.uploadedBy.toString(),
    uploadedByName: r.uploadedByName,
    createdAt: r.createdAt.toISOString(),
  };
}
