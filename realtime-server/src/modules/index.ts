import type { AppModule } from './module';
import { calendarModule } from './calendar';
import { billingModule } from './billing';
import { certificatesModule } from './certificates';
import { communityModule } from './community';
import { complianceModule } from './compliance';
import { consultationsModule } from './consultations';
import { contactModule } from './contact';
import { liveTrainingModule } from './live-training';
import { membershipModule } from './membership';
import { smsModule } from './sms';
import { smsProviderModule } from './sms-provider';
import { trainingModule } from './training';
import { monitoringModule } from './monitoring';
import { notificationsModule } from './notifications';
import { trainingVideosModule } from './training-videos';
import { uploadsModule } from './uploads';
import { authModule } from './auth';
import { samRegistrationModule } from './sam-registration';

/** Every feature module, in mount order. Feature issues add theirs here. */
export const appModules: AppModule[] = [authModule, communityModule, trainingVideosModule, uploadsModule, liveTrainingModule, complianceModule, membershipModule, trainingModule, monitoringModule, consultationsModule, contactModule, calendarModule, smsProviderModule, smsModule, samRegistrationModule, notificationsModule, certificatesModule, billingModule];
