import { Schema, type Types } from 'mongoose';
import {
  DEFAULT_SESSION_TIMEZONE,
  LIVE_LIMITS,
  MEETING_PROVIDERS,
  SESSION_CATEGORY_VALUES,
  SESSION_STATUSES,
  SESSION_TYPE_VALUES,
  type TMeetingProvider,
  type TSessionCategory,
  type TSessionStatus,
  type TSessionType,
} from '@app/shared-types/live-training';
import { PLAN_IDS, type TPlanId } from '@app/shared-types/membership/model';
import { CPE_DELIVERY_METHOD, CPE_LEVELS, NASBA_FIELDS_OF_STUDY, type TCpeProgram } from '@app/shared-types/live-training/cpe/model';
import { defineModel } from '../../../db/define-model';

/** live_training_sessions (spec 000 section 3). Text limits are the shared zod schemas' (LIVE_LIMITS). */
export interface ILiveSession {
  _id: Types.ObjectId;
  title: string;
  description: string;
  category: TSessionCategory;
  sessionType: TSessionType;
  /** Which provider made the links below ('zoom' fills the zoom* ids; 'jitsi' only the links). */
  meetingProvider: TMeetingProvider;
  zoomMeetingId: string | null;
  zoomMeetingUuid: string | null;
  zoomJoinUrl: string;
  zoomStartUrl: string;
  zoomPassword: string | null;
  scheduledStartTime: Date;
  scheduledEndTime: Date;
  /** Minutes. */
  duration: number;
  timezone: string;
  instructorId: Types.ObjectId;
  /** Copied at creation so the card reads the same if the account's name changes later. */
  instructorName: string;
  isPremiumOnly: boolean;
  /** The plan that opens the session; read it through contentTier (older sessions have only isPremiumOnly). */
  requiredTier?: TPlanId;
  maxParticipants: number;
  /**
   * Seats taken (registrations that are not cancelled). Kept on the session so that taking a seat is
   * one conditional $inc (registeredCount < maxParticipants): capacity holds under any concurrency.
   */
  registeredCount: number;
  agenda: string | null;
  learningObjectives: string[];
  materials: string[];
  recordingEnabled: boolean;
  recordingUrl: string | null;
  status: TSessionStatus;
  actualStartTime: Date | null;
  actualEndTime: Date | null;
  /** The session as a CPE program (sessions/cpe.ts); absent or null when it is not one. */
  cpe?: TCpeProgram | null;
  /** The start time registrants were last told is near (see starting-soon.ts); null until then. */
  soonNoticeFor?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<ILiveSession>(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    category: { type: String, enum: SESSION_CATEGORY_VALUES, required: true },
    sessionType: { type: String, enum: SESSION_TYPE_VALUES, default: 'webinar' },
    meetingProvider: { type: String, enum: MEETING_PROVIDERS, required: true },
    zoomMeetingId: { type: String, default: null },
    zoomMeetingUuid: { type: String, default: null },
    zoomJoinUrl: { type: String, required: true },
    zoomStartUrl: { type: String, required: true },
    zoomPassword: { type: String, default: null },
    scheduledStartTime: { type: Date, required: true },
    scheduledEndTime: { type: Date, required: true },
    duration: { type: Number, required: true, min: 1 },
    timezone: { type: String, default: DEFAULT_SESSION_TIMEZONE },
    instructorId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    instructorName: { type: String, required: true },
    isPremiumOnly: { type: Boolean, default: false },
    requiredTier: { type: String, enum: PLAN_IDS, default: 'free' },
    maxParticipants: { type: Number, default: LIVE_LIMITS.defaultMaxParticipants, min: 1 },
    registeredCount: { type: Number, default: 0, min: 0 },
    agenda: { type: String, default: null },
    learningObjectives: { type: [String], default: [] },
    materials: { type: [String], default: [] },
    recordingEnabled: { type: Boolean, default: true },
    recordingUrl: { type: String, default: null },
    status: { type: String, enum: SESSION_STATUSES, default: 'scheduled' },
    actualStartTime: { type: Date, default: null },
    actualEndTime: { type: Date, default: null },
    cpe: {
      type: new Schema<TCpeProgram>(
        {
          fieldOfStudy: { type: String, enum: NASBA_FIELDS_OF_STUDY, required: true },
          credits: { type: Number, required: true, min: 1 },
          level: { type: String, enum: CPE_LEVELS, required: true },
          objectives: { type: [String], default: [] },
          prerequisites: { type: String, default: null },
          deliveryMethod: { type: String, enum: [CPE_DELIVERY_METHOD], default: CPE_DELIVERY_METHOD },
        },
        { _id: false },
      ),
      default: null,
    },
    soonNoticeFor: { type: Date, default: null },
  },
  { timestamps: true, collection: 'live_training_sessions' },
);
// The All Sessions list (newest start first, optionally by category).
schema.index({ scheduledStartTime: -1 });
schema.index({ category: 1, scheduledStartTime: -1 });
// Upcoming, and the lifecycle job's scans for sessions due to start or end.
schema.index({ status: 1, scheduledStartTime: 1 });
schema.index({ status: 1, scheduledEndTime: 1 });
schema.index({ instructorId: 1 });

export const liveSessionModel = defineModel<ILiveSession>('LiveTrainingSession', schema);
