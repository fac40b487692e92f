import type { TContactMessage } from '@app/shared-types/contact';
import { toIso } from '../../db/define-model';
import type { IContactMessage } from './contact.model';

export const toContactDTO = (m: IContactMessage): TContactMessage => ({
  id: m._id.toString(),
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  phone: m.phone,
  serviceInterest: m.serviceInterest,
  message: m.message,
  isUrgent: m.isUrgent,
  smsOptIn: m.smsOptIn,
  userId: m.userId,
  status: m.status,
  readAt: toIso(m.readAt),
  handledAt: toIso(m.handledAt),
  handledBy: m.handledBy,
  createdAt: m.createdAt.toISOString(),
});
