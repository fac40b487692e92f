/** The firm's contact details live in shared-types so the server's texts (SMS HELP) use the same ones. */
export { FIRM, firmAddressLine, firmPhoneWithExtension } from '@app/shared-types/firm';
