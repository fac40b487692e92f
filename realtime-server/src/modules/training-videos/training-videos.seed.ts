import type { Seed } from '../../seed/seeds';
import { TRAINING_CATALOG, mediaUrls } from './seed-catalog';
import type { TrainingVideosService } from './training-videos.service';

export function trainingVideosSeed(videos: TrainingVideosService): Seed {
  return {
    name: 'training-videos',
    order: 30,
    async run() {
      const now = Date.now();
      // Oldest first so the catalog's first video is the newest in the library.
      await videos.model.insertMany(
        [...TRAINING_CATALOG].reverse().map((v, i) => ({
          title: v.title,
          description: v.description,
          category: v.category,
          isPublic: v.isPublic,
          requiredTier: v.requiredTier,
          ...mediaUrls(v),
          createdAt: new Date(now - (TRAINING_CATALOG.length - i) * 86_400_000),
        })),
      );
      return { lines: [`Training library: ${TRAINING_CATALOG.length} demo videos.`] };
    },
  };
}
