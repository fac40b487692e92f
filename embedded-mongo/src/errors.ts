/** MongoDB server error codes we emit, with their canonical code names. */
export const ErrorCodes = {
  InternalError: 1,
  Unauthorized: 13,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CannotCreateIndex: 67,
  Location40352: 40352,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  NotImplemented: 238,
  Location40573: 40573,
  Location40323: 40323,
  MergeStageNoMatchingDocument: 13113,
  InvalidLength: 16,
  CommandNotSupported: 115,
  OperationNotSupportedInTransaction: 263,
} as const;

const NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(ErrorCodes).map(([name, code]) => [code, name]),
);

export function codeName(code: number): string {
  return NAMES[code] ?? 'UnknownError';
}

/** An error answered to the client as `{ ok: 0, errmsg, code, codeName }` (or as a write error). */
export class MongoError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra fields copied into the error document (e.g. keyPattern/keyValue for E11000). */
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.codeName = codeName(code);
    this.extra = extra;
  }

  toErrorDoc(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export function badValue(message: string): MongoError {
  return new MongoError(ErrorCodes.BadValue, message);
}

/** Converts anything thrown while running a command into a MongoError. */
export function toMongoError(err: unknown): MongoError {
  if (err instanceof MongoError) return err;
  if (err instanceof Error) {
    // mingo reports invalid queries/pipelines/updates with MingoError; those are user errors.
    if (err.constructor.name === 'MingoError' || /^(mingo|Unknown|Invalid|unknown|Cannot|\$)/.test(err.message)) {
      return new MongoError(ErrorCodes.BadValue, err.message);
    }
    return new MongoError(ErrorCodes.InternalError, err.message);
  }
  return new MongoError(ErrorCodes.InternalError, String(err));
}
