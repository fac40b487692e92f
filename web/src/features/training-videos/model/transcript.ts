/**
 * Transcript text for display. Transcripts are served as plain text; a WebVTT file given as
 * a transcript is turned into readable text (cue timings, ids, notes and voice tags removed).
 */
export function transcriptText(raw: string): string {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT/.test(text)) return text.trim();
  const blocks = text.split(/\n{2,}/).slice(1);
  const cues: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    if (/^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const timingIndex = lines.findIndex((l) => l.includes('-->'));
    if (timingIndex === -1) continue;
    const cue = lines
      .slice(timingIndex + 1)
      .join(' ')
      .replace(/<v(?:\.[^\s>]+)?\s+([^>]+)>/g, '$1: ')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (cue) cues.push(cue);
  }
  return cues.join('\n');
}
