import type { TCertificate, TCertificateVerification } from '@app/shared-types/certificates/model';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/certificates`: the signed-in member's CPE certificates, newest first. */
export const getMyCertificates = () => apiRequest<TCertificate[]>('GET', '/api/certificates');

/** `GET /api/certificates/verify/:code`: public; a 404 (rejected) means no such certificate. */
export const verifyCertificate = (code: string) => apiRequest<TCertificateVerification>('GET', `/api/certificates/verify/${encodeURIComponent(code)}`);
