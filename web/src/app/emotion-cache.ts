import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * MUI's styles (emotion) under one cache key on both sides: the build-time prerender extracts the
 * styles of each page into <style data-emotion="css ..."> tags, and the browser's cache, created
 * with the same key, adopts those tags on start instead of inserting the styles again.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}
