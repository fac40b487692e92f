import { CONSULTATION_CATEGORY_LABELS, type TConsultation } from '@app/shared-types/consultations/model';

/** A consultation's name on its card and in announcements: its title, or its category. */
export const consultationHeading = (c: TConsultation) => c.title ?? `${CONSULTATION_CATEGORY_LABELS[c.serviceType]} consultation`;
