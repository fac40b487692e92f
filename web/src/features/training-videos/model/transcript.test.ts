import { describe, expect, it } from 'vitest';
import { transcriptText } from './transcript';

describe('transcript text', () => {
  it('keeps plain text as it is', () => {
    expect(transcriptText('\uFEFFHello.\r\n\r\nSecond paragraph.\n')).toBe('Hello.\n\nSecond paragraph.');
  });

  it('turns a WebVTT file into readable lines', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE produced by the captioning team',
      '',
      '1',
      '00:00:00.000 --> 00:00:02.500 align:start',
      '<v Instructor>Welcome to <i>SAM</i> registration.',
      '',
      '00:00:02.500 --> 00:00:05.000',
      'First, your UEI &amp; CAGE code.',
      'Then banking.',
      '',
    ].join('\n');
    expect(transcriptText(vtt)).toBe('Instructor: Welcome to SAM registration.\nFirst, your UEI & CAGE code. Then banking.');
  });
});
