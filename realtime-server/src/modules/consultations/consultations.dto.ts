import type { TConsultation } from '@app/shared-types/consultations/model';
import type { IConsultation } from './consultation.model';

export function toConsultation(c: IConsultation): TConsultation {
  return {
    id: c._id.toString(),
    kind: c.kind,
    userId: c.userId ? c.userId.toString() : null,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    companyName: c.companyName,
    serviceType: c.serviceType,
    title: c.title,
    preferredDate: c.preferredDate,
    preferredTime: c.preferredTime,
    startsAt: c.startsAt ? c.startsAt.toISOString() : null,
    duration: c.duration,
    meetingType: 'phone',
    priority: c.priority,
    message: c.message,
    status: c.status,
    hasConflict: c.hasConflict,
    rating: c.rating,
    outcome: c.outcome,
    calendarEventId: c.calendarEventId,
    sequence: c.sequence,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
