import { describe, expect, it } from 'vitest';
import { takePageData } from './page-data';

function pageWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body><div id="root"></div>${html}</body></html>`, 'text/html');
}

describe('takePageData', () => {
  it('reads a block once, so a later visit asks the API again', () => {
    const doc = pageWith('<script type="application/json" data-page-data="feed">{"posts":[{"title":"a \\u003c/script> b"}]}</script>');
    expect(takePageData('feed', doc)).toEqual({ posts: [{ title: 'a </script> b' }] });
    expect(takePageData('feed', doc)).toBeUndefined();
  });

  it('gives nothing for a missing or broken block', () => {
    const doc = pageWith('<script type="application/json" data-page-data="stats">{broken</script>');
    expect(takePageData('feed', doc)).toBeUndefined();
    expect(takePageData('stats', doc)).toBeUndefined();
  });
});
