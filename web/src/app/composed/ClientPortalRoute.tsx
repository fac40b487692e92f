import ClientPortalPage from '../../features/client-portal/pages/ClientPortalPage';
import { SecureFileUpload } from '../../features/uploads/components/SecureFileUpload';
import { TrainingVideoLibrary } from '../../features/training-videos/components/TrainingVideoLibrary';

/**
 * /client-portal: the portal page with the training-videos feature's library and the uploads
 * feature's secure upload in its panels. Both are imported statically, as the page did before, so
 * the prerendered HTML holds their first state.
 */
export default function ClientPortalRoute() {
  return <ClientPortalPage trainingVideos={<TrainingVideoLibrary />} uploads={<SecureFileUpload />} />;
}
