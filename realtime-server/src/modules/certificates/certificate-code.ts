import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET } from '@app/shared-types/certificates/model';

/** 12 random characters from 32 (60 bits): unguessable, and read aloud without look-alikes. */
export function newCertificateCode(): string {
  let raw = '';
  for (let i = 0; i < 12; i++) raw += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}
