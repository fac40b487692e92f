/**
 * How every text limit of the app is counted: in Unicode code points, so an emoji or a CJK
 * extension character is one character, as people (and zod's `max`) count it, never the two
 * UTF-16 units JavaScript's `length` reports. Zod-free, so the browser can use it as it is.
 */
export function countChars(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point; lone surrogates count as one each.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}
