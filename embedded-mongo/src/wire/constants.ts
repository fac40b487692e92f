export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_SIZE = 16;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;
/** documents in one cursor batch never add up to more than this */
export const MAX_BATCH_BYTES = 16 * 1024 * 1024;

export const MSG_CHECKSUM_PRESENT = 1;
export const MSG_MORE_TO_COME = 2;
export const MSG_EXHAUST_ALLOWED = 1 << 16;
