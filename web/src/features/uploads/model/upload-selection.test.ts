import { describe, expect, it } from 'vitest';
import {
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT_ATTRIBUTE,
  UPLOAD_MESSAGES,
  contentMatchesName,
  detectUploadContent,
  fileExtension,
  formatFileSize,
  validateUploadFile,
} from '@app/shared-types/uploads/rules';
import { partitionFiles } from './upload-selection';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload validation (shared with the server)', () => {
  it('accepts the five types by extension and matching mime type', () => {
    for (const f of [
      file('a.pdf', 'application/pdf'),
      file('b.DOC', 'application/msword'),
      file('c.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      file('d.xls', 'application/vnd.ms-excel'),
      file('e.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      file('f.jpg', 'image/jpeg'),
      file('g.jpeg', 'image/jpeg'),
      file('h.png', 'image/png'),
    ]) {
      expect(validateUploadFile(f), f.name).toMatchObject({ ok: true });
    }
  });

  it('refuses other types with a message naming the accepted ones', () => {
    expect(validateUploadFile(file('setup.exe', 'application/x-msdownload'))).toEqual({
      ok: false,
      code: 'unsupported-type',
      message: '"setup.exe" is not an accepted file type. Please upload a PDF, DOC, XLS, JPG or PNG file.',
    });
    expect(validateUploadFile(file('notes', ''))).toMatchObject({ code: 'unsupported-type' });
    // A right extension with a foreign mime type is still refused.
    expect(validateUploadFile(file('report.pdf', 'text/html'))).toMatchObject({ code: 'unsupported-type' });
  });

  it('refuses a file whose mime type names a different accepted type', () => {
    expect(validateUploadFile(file('photo.pdf', 'image/png'))).toEqual({
      ok: false,
      code: 'type-mismatch',
      message: UPLOAD_MESSAGES.typeMismatch('photo.pdf'),
    });
  });

  it('judges a file the browser could not type by its extension', () => {
    expect(validateUploadFile(file('ledger.xlsx', ''))).toMatchObject({ ok: true, kind: 'XLS' });
    expect(validateUploadFile(file('ledger.xlsx', 'application/octet-stream'))).toMatchObject({ ok: true });
  });

  it('enforces 10MB per file and refuses empty files', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(validateUploadFile(file('scan.png', 'image/png', MAX_UPLOAD_BYTES))).toMatchObject({ ok: true });
    expect(validateUploadFile(file('scan.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toEqual({
      ok: false,
      code: 'too-large',
      message: '"scan.png" is larger than 10MB. Each file must be 10MB or smaller.',
    });
    expect(validateUploadFile(file('blank.pdf', 'application/pdf', 0))).toMatchObject({ code: 'empty', message: '"blank.pdf" is empty.' });
  });

  it('splits a selection into files to send and refusals, and limits how many at once', () => {
    const result = partitionFiles([file('a.pdf', 'application/pdf'), file('b.gif', 'image/gif'), file('c.png', 'image/png', MAX_UPLOAD_BYTES + 5)]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.rejected.map((r) => r.name)).toEqual(['b.gif', 'c.png']);
    expect(result.selectionError).toBeNull();
    const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => file(`${i}.pdf`, 'application/pdf'));
    expect(partitionFiles(many)).toEqual({ accepted: [], rejected: [], selectionError: UPLOAD_MESSAGES.tooMany });
    expect(partitionFiles([]).selectionError).toBe(UPLOAD_MESSAGES.noFiles);
  });

  it('offers the file picker the same extensions and mime types', () => {
    for (const part of ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.jpg', '.jpeg', '.png', 'application/pdf', 'image/png']) {
      expect(UPLOAD_ACCEPT_ATTRIBUTE.split(',')).toContain(part);
    }
    expect(UPLOAD_MESSAGES.zoneHint).toBe('PDF, DOC, XLS, JPG, PNG up to 10MB');
  });

  it('recognises content by its first bytes for the server check', () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    expect(detectUploadContent(new TextEncoder().encode('%PDF-1.7'))).toBe('PDF');
    expect(detectUploadContent(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('JPG');
    expect(detectUploadContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('PNG');
    expect(detectUploadContent(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('ZIP');
    expect(detectUploadContent(bytes(0x4d, 0x5a))).toBeNull();
    expect(contentMatchesName('PDF', 'x.pdf')).toBe(true);
    expect(contentMatchesName('PNG', 'x.pdf')).toBe(false);
    expect(contentMatchesName('ZIP', 'x.docx')).toBe(true);
    expect(contentMatchesName('ZIP', 'x.doc')).toBe(false);
  });

  it('reads extensions and formats sizes', () => {
    expect(fileExtension('C:\\docs\\Q3.Report.PDF')).toBe('.pdf');
    expect(fileExtension('.bashrc')).toBe('');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
