import type { Connection } from 'mongoose';
import { hasTier, type TUser } from '@app/shared-types/auth';
import {
  TRAINING_VIDEO_MESSAGES,
  TRAINING_VIDEO_TIERS,
  type TCreateTrainingVideoRequest,
  type TTrainingVideo,
  type TUpdateTrainingVideoRequest,
} from '@app/shared-types/training-videos';
import { notFound } from '../../errors/app-error';
import { trainingVideoModel, type ITrainingVideo } from './training-video.model';

export type TrainingVideosService = ReturnType<typeof createTrainingVideosService>;

/**
 * Who may watch: public free videos are for everyone; non-public free videos for signed-in
 * members; a paid tier for members whose plan reaches it (free < starter < professional < premium)
 * and staff.
 */
export function canWatch(user: TUser | null, video: Pick<ITrainingVideo, 'isPublic' | 'requiredTier'>): boolean {
  if (video.requiredTier !== 'free') return hasTier(user, video.requiredTier);
  return video.isPublic || !!user;
}

function visibleTo(user: TUser | null): Record<string, unknown> {
  if (!user) return { requiredTier: 'free', isPublic: true };
  return { requiredTier: { $in: TRAINING_VIDEO_TIERS.filter((tier) => hasTier(user, tier)) } };
}

export function toTrainingVideoDTO(video: ITrainingVideo): TTrainingVideo {
  return {
    id: video._id.toString(),
    title: video.title,
    description: video.description ?? null,
    videoUrl: video.videoUrl,
    captionsUrl: video.captionsUrl ?? null,
    transcriptUrl: video.transcriptUrl ?? null,
    category: video.category,
    isPublic: video.isPublic,
    requiredTier: video.requiredTier,
    createdAt: video.createdAt.toISOString(),
  };
}

export function createTrainingVideosService({ db }: { db: Connection }) {
  const Videos = trainingVideoModel(db);

  const list = async (user: TUser | null): Promise<TTrainingVideo[]> =>
    (await Videos.find(visibleTo(user)).sort({ createdAt: -1, _id: -1 }).limit(500).lean<ITrainingVideo[]>()).map(toTrainingVideoDTO);

  async function get(user: TUser | null, id: string): Promise<TTrainingVideo> {
    const video = await Videos.findById(id).lean<ITrainingVideo>();
    if (!video || !canWatch(user, video)) throw notFound(TRAINING_VIDEO_MESSAGES.notFound);
    return toTrainingVideoDTO(video);
  }

  /**
   * Whether `user` may fetch a media file (`/media/...`): only as part of a video they may watch.
   * A file no video refers to is not served, so a removed or renamed video's files stay private.
   */
  async function canFetchMedia(user: TUser | null, url: string): Promise<boolean> {
    const owners = await Videos.find({ $or: [{ videoUrl: url }, { captionsUrl: url }, { transcriptUrl: url }] }, { isPublic: 1, requiredTier: 1 }).lean<
      Pick<ITrainingVideo, 'isPublic' | 'requiredTier'>[]
    >();
    return owners.some((video) => canWatch(user, video));
  }

  async function create(input: TCreateTrainingVideoRequest): Promise<TTrainingVideo> {
    const created = await Videos.create(input);
    return toTrainingVideoDTO(created.toObject<ITrainingVideo>());
  }

  async function update(id: string, input: TUpdateTrainingVideoRequest): Promise<TTrainingVideo> {
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const video = await Videos.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }).lean<ITrainingVideo>();
    if (!video) throw notFound(TRAINING_VIDEO_MESSAGES.notFound);
    return toTrainingVideoDTO(video);
  }

  async function remove(id: string): Promise<void> {
    const result = await Videos.deleteOne({ _id: id });
    if (result.deletedCount !== 1) throw notFound(TRAINING_VIDEO_MESSAGES.notFound);
  }

  return { model: Videos, list, get, canFetchMedia, create, update, remove };
}
