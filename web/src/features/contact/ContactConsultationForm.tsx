import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/**
 * Placeholder until the consultations work (issue 12, consultations part) lands: its version of this
 * file, the consultation request form, replaces this one at merge.
 */
export default function ContactConsultationForm() {
  return (
    <div>
      <Typography variant="h5" component="h2" gutterBottom>
        Schedule a Free Consultation
      </Typography>
      <Alert severity="info">The consultation request form is coming. Until then, send us a message or call us and we will find a time with you.</Alert>
    </div>
  );
}
