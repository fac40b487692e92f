import { describe, expect, it } from 'vitest';
import { TRAINING_VIDEO_FILTERS, filterTrainingVideos } from '@app/shared-types/training-videos/library';
import { ZCreateTrainingVideoRequest, isMediaUrl } from '@app/shared-types/training-videos';

const videos = [
  { id: '1', category: 'SAM Registration' as const },
  { id: '2', category: 'Compliance' as const },
  { id: '3', category: 'SAM Registration' as const },
  { id: '4', category: 'Financial' as const },
];

describe('training video filter', () => {
  it('offers the five spec options, starting with all', () => {
    expect(TRAINING_VIDEO_FILTERS).toEqual(['all', 'Government Contracting', 'SAM Registration', 'Compliance', 'Financial']);
  });

  it('keeps everything for all and exact category matches otherwise', () => {
    expect(filterTrainingVideos(videos, 'all').map((v) => v.id)).toEqual(['1', '2', '3', '4']);
    expect(filterTrainingVideos(videos, 'SAM Registration').map((v) => v.id)).toEqual(['1', '3']);
    expect(filterTrainingVideos(videos, 'Government Contracting')).toEqual([]);
  });
});

describe('training video create schema', () => {
  const valid = { title: 'SAM basics', videoUrl: '/media/training/sam.mp4', category: 'SAM Registration' };
  const messages = (input: unknown) => ZCreateTrainingVideoRequest.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('uses the spec messages', () => {
    expect(messages({ ...valid, videoUrl: 'not a url' })).toEqual(['videoUrl: Please enter a valid video URL']);
    expect(messages({ ...valid, category: '' })).toEqual(['category: Category is required']);
    expect(messages({ ...valid, title: '   ' })).toEqual(['title: Title is required']);
  });

  it('applies the defaults and stores empty optional urls as null', () => {
    expect(ZCreateTrainingVideoRequest.parse({ ...valid, captionsUrl: '' })).toEqual({
      ...valid,
      description: null,
      captionsUrl: null,
      transcriptUrl: null,
      isPublic: false,
      requiredTier: 'free',
    });
  });

  it('accepts http(s) and same-site paths only', () => {
    expect(isMediaUrl('https://cdn.example.com/v.mp4')).toBe(true);
    expect(isMediaUrl('/media/training/v.vtt')).toBe(true);
    expect(isMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isMediaUrl('//evil.example/v.mp4')).toBe(false);
    expect(isMediaUrl('ftp://host/v.mp4')).toBe(false);
  });
});
