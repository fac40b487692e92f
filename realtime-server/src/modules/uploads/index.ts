import type { AppModule } from '../module';
import { uploadsRoutes } from './uploads.routes';
import { createUploadsService } from './uploads.service';

/** Secure file uploads of the client portal: members' own files, checked by content. */
export const uploadsModule: AppModule = {
  name: 'uploads',
  setup: ({ db, config, users }) => {
    const uploads = createUploadsService({ db, uploadsDir: config.uploadsDir });
    users.onDelete(uploads.removeAllOf);
    return { routes: uploadsRoutes(uploads), models: [uploads.model] };
  },
};
