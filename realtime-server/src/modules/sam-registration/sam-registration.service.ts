import { Types, type Connection } from 'mongoose';
import { SAM_STEP_IDS, samProgress, type TSamRegistration, type TSamStepId, type TSamStepStatus } from '@app/shared-types/sam-registration/model';
import { toIso } from '../../db/define-model';
import { isDuplicateKeyError } from '../../errors/model-errors';
import { samStepStatusModel, type ISamStepStatus } from './sam-registration.model';

export type SamRegistrationService = ReturnType<typeof createSamRegistrationService>;

/** Every step in order with the member's status (pending without a row), and the progress from them. */
function toRegistration(rows: ISamStepStatus[]): TSamRegistration {
  const byStep = new Map(rows.map((r) => [r.stepId, r]));
  const steps = SAM_STEP_IDS.map((id) => ({ id, status: byStep.get(id)?.status ?? ('pending' as const), updatedAt: toIso(byStep.get(id)?.updatedAt) }));
  return { steps, progress: samProgress(steps) };
}

/** Each member's own SAM registration checklist: only the member reads or changes it (identity is the session's). */
export function createSamRegistrationService({ db }: { db: Connection }) {
  const Steps = samStepStatusModel(db);
  const mine = (userId: string) => Steps.find({ userId: new Types.ObjectId(userId) }).lean<ISamStepStatus[]>();

  return {
    models: [Steps],

    async get(userId: string): Promise<TSamRegistration> {
      return toRegistration(await mine(userId));
    },

    /** One atomic upsert per step (the unique index keeps one row per member and step). */
    async setStatus(userId: string, stepId: TSamStepId, status: TSamStepStatus): Promise<TSamRegistration> {
      const filter = { userId: new Types.ObjectId(userId), stepId };
      try {
        await Steps.updateOne(filter, { $set: { status } }, { upsert: true });
      } catch (error) {
        // Two first saves raced on the unique index: the second one updates the row the first made.
        if (!isDuplicateKeyError(error)) throw error;
        await Steps.updateOne(filter, { $set: { status } });
      }
      return toRegistration(await mine(userId));
    },

    async removeUser(userId: Types.ObjectId): Promise<void> {
      await Steps.deleteMany({ userId });
    },
  };
}
