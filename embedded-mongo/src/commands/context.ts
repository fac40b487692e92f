import type { Doc, NumTypes } from '../bson/values';
import type { CursorManager } from '../cursors';
import type { Engine } from '../storage/engine';

export interface ServerInfo {
  readonly startedAt: number;
  readonly host: string;
  port: number;
  connectionsCurrent: number;
  connectionsTotal: number;
  readonly opcounters: { insert: number; query: number; update: number; delete: number; getmore: number; command: number };
}

export interface CommandContext {
  readonly engine: Engine;
  readonly cursors: CursorManager;
  readonly server: ServerInfo;
  /** database named by `$db` (or the OP_QUERY namespace) */
  readonly db: string;
  /** numeric annotations of the command body (see bson/values.ts), full dotted paths */
  readonly types: NumTypes | undefined;
  readonly connectionId: number;
  readonly remote: string;
  /** largest single document in the request, in bytes */
  readonly largestDoc: number;
}

/** A handler returns a document to serialize, or an already-encoded BSON reply. */
export type CommandResult = Doc | Buffer;
export type CommandHandler = (cmd: Doc, ctx: CommandContext) => CommandResult | Promise<CommandResult>;
