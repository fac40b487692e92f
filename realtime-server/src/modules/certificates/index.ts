import type { AppModule } from '../module';
import './contracts';
import { certificateModel } from './certificates.model';
import { certificatesRoutes } from './certificates.routes';
import { createCertificatesService } from './certificates.service';

/** CPE certificates of completion: issued from live training's final credits, listed, downloaded, verified. */
export const certificatesModule: AppModule = {
  name: 'certificates',
  setup: ({ db, config, events }) => {
    const Certificates = certificateModel(db);
    const certificates = createCertificatesService({ Certificates, cpe: config.cpe, bus: events, publicUrl: config.publicUrl });
    events.subscribe('live-training.cpe-credits-awarded', 'certificates', async ({ payload }) => {
      await certificates.issue(payload);
    });
    return {
      routes: certificatesRoutes(certificates),
      models: [Certificates],
      metrics: async () => ({ certificatesIssued: await certificates.count() }),
    };
  },
};
