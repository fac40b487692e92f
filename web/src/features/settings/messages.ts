/** Spec 001 section 8: the settings form's success and failure words, exactly. */
export const SETTINGS_MESSAGES = {
  updated: 'Settings Updated',
  errorTitle: 'Error',
  updateFailed: 'Failed to update settings. Please try again.',
} as const;
