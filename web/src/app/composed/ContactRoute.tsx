import ContactPage from '../../features/contact/pages/ContactPage';
import { BusinessHoursCard } from '../../features/consultations/BusinessHoursCard';

/** /contact: features do not import each other, so the app shell hands the contact page the consultations' hours card. */
export default function ContactRoute() {
  return <ContactPage hoursCard={<BusinessHoursCard />} />;
}
