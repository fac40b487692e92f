// Builds the demo training library's media from realtime-server's seed catalog: narrated slide
// videos (espeak-ng + ffmpeg, WebM VP9/Opus), WebVTT captions timed to the narration, and plain
// text transcripts. The outputs are committed; rerun after editing the catalog:
//   apt-get install -y ffmpeg espeak-ng fonts-dejavu-core
//   npx tsx scripts/media/build-training-videos.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAINING_CATALOG, type CatalogSlide, type CatalogVideo } from '../../realtime-server/src/modules/training-videos/seed-catalog';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'realtime-server', 'media', 'training');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const SIZE = { w: 960, h: 540 };

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const seconds = (file: string) => Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());

function vttTime(t: number): string {
  const ms = Math.round(t * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** Caption-sized pieces (<= ~80 characters), broken at sentence or clause ends where possible. */
function captionChunks(text: string): string[] {
  const chunks: string[] = [];
  for (const sentence of text.match(/[^.!?]+[.!?]?/g) ?? [text]) {
    let rest = sentence.trim();
    while (rest.length > 80) {
      const cut = Math.max(rest.lastIndexOf(', ', 80), rest.lastIndexOf(' ', 80));
      chunks.push(rest.slice(0, cut + 1).trim());
      rest = rest.slice(cut + 1).trim();
    }
    if (rest) chunks.push(rest);
  }
  return chunks;
}

function renderSlide(work: string, video: CatalogVideo, slide: CatalogSlide, index: number): { file: string; duration: number } {
  const base = path.join(work, `slide-${index}`);
  writeFileSync(`${base}.heading.txt`, slide.heading);
  writeFileSync(`${base}.points.txt`, slide.points.map((p) => `•  ${p}`).join('\n'));
  writeFileSync(`${base}.footer.txt`, `Capitol Ledger Advisory  |  ${video.title}`);
  let duration: number;
  const inputs = [];
  if (video.narrated) {
    run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', `${base}.wav`, slide.narration]);
    duration = seconds(`${base}.wav`) + 0.8;
    inputs.push('-i', `${base}.wav`);
  } else {
    duration = Math.max(6, slide.narration.split(/\s+/).length / 2.2);
  }
  const draw = [
    `drawtext=fontfile=${FONT_BOLD}:textfile=${base}.heading.txt:fontcolor=white:fontsize=46:x=60:y=70`,
    `drawtext=fontfile=${FONT}:textfile=${base}.points.txt:fontcolor=white:fontsize=32:line_spacing=22:x=80:y=180`,
    `drawtext=fontfile=${FONT}:textfile=${base}.footer.txt:fontcolor=0xdfe6f3:fontsize=20:x=60:y=h-50`,
  ].join(',');
  const file = `${base}.mkv`;
  run('ffmpeg', [
    '-y', '-f', 'lavfi', '-i', `color=c=0x0b3d91:s=${SIZE.w}x${SIZE.h}:r=15:d=${duration.toFixed(2)}`,
    ...inputs,
    '-vf', draw,
    ...(video.narrated ? ['-af', `apad=whole_dur=${duration.toFixed(2)}`, '-c:a', 'pcm_s16le', '-ar', '48000', '-ac', '1'] : []),
    '-c:v', 'ffv1', '-t', duration.toFixed(2), file,
  ]);
  return { file, duration };
}

function build(video: CatalogVideo): void {
  const work = mkdtempSync(path.join(tmpdir(), `media-${video.slug}-`));
  try {
    const slides = video.slides.map((s, i) => renderSlide(work, video, s, i));
    const list = path.join(work, 'list.txt');
    writeFileSync(list, slides.map((s) => `file '${s.file}'`).join('\n'));
    const output = path.join(outDir, `${video.slug}.webm`);
    run('ffmpeg', [
      '-y', '-f', 'concat', '-safe', '0', '-i', list,
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-g', '150',
      ...(video.narrated ? ['-c:a', 'libopus', '-b:a', '24k'] : ['-an']),
      output,
    ]);

    if (video.narrated) {
      const cues: string[] = ['WEBVTT', ''];
      let start = 0;
      video.slides.forEach((slide, i) => {
        const speech = slides[i]!.duration - 0.8;
        const chunks = captionChunks(slide.narration);
        const total = chunks.reduce((n, c) => n + c.length, 0);
        let t = start;
        for (const chunk of chunks) {
          const d = (speech * chunk.length) / total;
          cues.push(`${vttTime(t)} --> ${vttTime(t + d)}`, chunk, '');
          t += d;
        }
        start += slides[i]!.duration;
      });
      writeFileSync(path.join(outDir, `${video.slug}.vtt`), cues.join('\n'));
    }
    if (video.transcript) {
      const body = video.slides.map((s) => (video.narrated ? s.narration : `${s.heading}\n${s.points.map((p) => `- ${p}`).join('\n')}\n${s.narration}`));
      const note = video.narrated ? '' : '(This video has no narration; the slides read as follows.)\n\n';
      writeFileSync(path.join(outDir, `${video.slug}.txt`), `${video.title}\n\n${note}${body.join('\n\n')}\n`);
    }
    console.log(`${video.slug}: ${slides.reduce((n, s) => n + s.duration, 0).toFixed(1)} s`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(outDir, { recursive: true });
for (const video of TRAINING_CATALOG) build(video);
