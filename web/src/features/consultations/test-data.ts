import type { TConsultation } from '@app/shared-types/consultations/model';

/** A consultation as the server sends it; tests change what they need. */
export function makeConsultation(overrides: Partial<TConsultation> = {}): TConsultation {
  return {
    id: 'c-1',
    kind: 'booking',
    userId: 'me',
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: 'j.rivera@example.com',
    phone: null,
    companyName: null,
    serviceType: 'general-consultation',
    title: 'Quarterly taxes',
    preferredDate: '2025-06-09',
    preferredTime: '10:00',
    startsAt: '2025-06-09T14:00:00.000Z',
    duration: 60,
    meetingType: 'phone',
    priority: 'medium',
    message: 'Estimated payments',
    status: 'scheduled',
    hasConflict: false,
    rating: null,
    outcome: null,
    calendarEventId: null,
    sequence: 0,
    createdAt: '2025-05-01T00:00:00.000Z',
    updatedAt: '2025-05-01T00:00:00.000Z',
    ...overrides,
  };
}
