import type { TAttendanceRow, TLiveSession, TRegistration, TSessionViewer } from '@app/shared-types/live-training';
import { toIso } from '../../../db/define-model';
import { contentTier } from '../../membership/contracts';
import type { IRegistration } from './registration.model';
import type { ILiveSession } from './session.model';

/** Nobody in particular: what broadcasts carry (flags false, links null). */
export const NEUTRAL_VIEWER: TSessionViewer = { registered: false, canManage: false, canAccess: false };

/**
 * The session as `viewer` may see it. Links go only to those who may attend (registered or managing,
 * and past the premium gate); the host link only to managers. Someone outside a premium-only
 * session's gate sees the card (title, description, objectives: what they would unlock) but not its
 * agenda, materials or recording. Broadcasts (NEUTRAL_VIEWER) go to the session room, whose members
 * all passed the gate, so they keep the content and drop only the links.
 */
export function toSessionDTO(session: ILiveSession, viewer: TSessionViewer, options: { broadcast?: boolean } = {}): TLiveSession {
  const showContent = options.broadcast || viewer.canAccess;
  const mayAttend = viewer.canAccess && (viewer.registered || viewer.canManage);
  return {
    id: session._id.toString(),
    title: session.title,
    description: session.description ?? '',
    category: session.category,
    sessionType: session.sessionType,
    duration: session.duration,
    maxParticipants: session.maxParticipants,
    registeredCount: session.registeredCount ?? 0,
    scheduledStartTime: session.scheduledStartTime.toISOString(),
    scheduledEndTime: session.scheduledEndTime.toISOString(),
    timezone: session.timezone,
    status: session.status,
    instructorId: session.instructorId.toString(),
    instructorName: session.instructorName,
    isPremiumOnly: session.isPremiumOnly,
    requiredTier: contentTier(session),
    agenda: showContent ? session.agenda ?? null : null,
    learningObjectives: session.learningObjectives ?? [],
    materials: showContent ? session.materials ?? [] : [],
    recordingEnabled: session.recordingEnabled,
    recordingUrl: showContent ? session.recordingUrl ?? null : null,
    actualStartTime: toIso(session.actualStartTime),
    actualEndTime: toIso(session.actualEndTime),
    meetingProvider: session.meetingProvider,
    zoomJoinUrl: mayAttend ? session.zoomJoinUrl : null,
    zoomStartUrl: viewer.canManage ? session.zoomStartUrl : null,
    viewer,
    cpe: session.cpe ?? null,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}

export function toRegistrationDTO(registration: IRegistration): TRegistration {
  return {
    id: registration._id.toString(),
    sessionId: registration.sessionId.toString(),
    userId: registration.userId.toString(),
    status: registration.status,
    registeredAt: registration.registeredAt.toISOString(),
    joinedAt: toIso(registration.joinedAt),
    leftAt: toIso(registration.leftAt),
    attendanceDuration: registration.attendanceDuration ?? 0,
    completed: !!registration.completed,
    feedbackRating: registration.feedbackRating ?? null,
    feedbackComments: registration.feedbackComments ?? null,
  };
}

export function toAttendanceRow(registration: IRegistration, name: { username: string; displayName: string } | undefined): TAttendanceRow {
  return { ...toRegistrationDTO(registration), username: name?.username ?? '(deleted account)', displayName: name?.displayName ?? '(deleted account)' };
}
