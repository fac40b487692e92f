import { Types } from 'mongoose';
import type { z } from 'zod';
import { displayName, type TUser } from '@app/shared-types/auth';
import type { TResource, ZShareResourceRequest } from '@app/shared-types/live-training';
import { notFound } from '../errors';
import { actor, type PanelDeps } from '../slice-kit';
import { toResourceDTO } from './resources.dto';
import { resourcesEvents } from './resources.events';
import type { IResource, ResourcesModels } from './resources.model';

/** Links instructors share with the session; they stay readable after it ends (course materials). */
export function resourcesService(deps: PanelDeps & { models: ResourcesModels }) {
  const { Resources } = deps.models;
  const { access } = deps;
  const events = resourcesEvents(deps.emitter);

  async function listFor(sessionId: string): Promise<TResource[]> {
    const resources = await Resources.find({ sessionId }).sort({ createdAt: -1, _id: -1 }).limit(500).lean<IResource[]>();
    return resources.map(toResourceDTO);
  }

  async function list(user: TUser | null, sessionId: string): Promise<TResource[]> {
    await access.require(user, sessionId, 'participate');
    return listFor(sessionId);
  }

  async function share(user: TUser | null, sessionId: string, input: z.output<typeof ZShareResourceRequest>): Promise<TResource> {
    const { session } = await access.require(user, sessionId, 'manage');
    const instructor = actor(user);
    const created = await Resources.create({
      sessionId: new Types.ObjectId(session.id),
      title: input.title,
      description: input.description,
      resourceType: input.resourceType,
      fileUrl: input.fileUrl,
      downloadAllowed: input.downloadAllowed,
      uploadedBy: new Types.ObjectId(instructor.id),
      uploadedByName: displayName(instructor),
    });
    const resource = toResourceDTO(created.toObject<IResource>());
    events.resourceShared(resource);
    return resource;
  }

  async function remove(user: TUser | null, resourceId: string): Promise<void> {
    const resource = await Resources.findById(resourceId, { sessionId: 1 }).lean<Pick<IResource, '_id' | 'sessionId'>>();
    if (!resource) throw notFound('Resource not found');
    await access.require(user, resource.sessionId.toString(), 'manage');
    const removed = await Resources.deleteOne({ _id: resource._id });
    if (removed.deletedCount !== 1) throw notFound('Resource not found');
    events.resourceRemoved(resource.sessionId.toString(), resourceId);
  }

  return { list, listFor, share, remove };
}

export type ResourcesService = ReturnType<typeof resourcesService>;
