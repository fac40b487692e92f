import type { TAttendanceRow } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/live-training/:id/attendance`: registrants with their attendance (instructor or operator). */
export function getAttendance(sessionId: string): Promise<TAttendanceRow[]> {
  return apiRequest<TAttendanceRow[]>('GET', `/api/live-training/${encodeURIComponent(sessionId)}/attendance`);
}
