// Shared by the web's tests and the e2e specs (plain data, no imports): both check the app against it.
/** The spec's 15 navigation links (spec 000 section 2), label and path, in its order. */
export const SPEC_NAV_LINKS = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Government Contracting', '/government-contracting'],
  ['Community', '/community'],
  ['Training', '/training'],
  ['Live Training', '/live-training'],
  ['Consultation', '/consultation'],
  ['Pricing', '/pricing'],
  ['Premium', '/premium'],
  ['Analytics', '/monitoring'],
  ['Compliance', '/compliance-monitoring'],
  ['SMS Campaigns', '/sms-campaigns'],
  ['Client Portal', '/client-portal'],
  ['Settings', '/settings'],
  ['Contact', '/contact'],
] as const;
