import type { TUser } from '@app/shared-types/auth';
import { forbidden, notFound, unauthenticated } from '../errors/app-error';

export type RoomGrant = {
  /**
   * Extra server-side rooms joined with it, named `<room>#<suffix>` (e.g. `feed#premium` for sockets
   * entitled to fuller payloads). Clients cannot ask for these names; they are left with the room.
   */
  alsoJoin?: string[];
};

/** Decides whether `user` may join `<prefix>:<id>` (or the bare room `<prefix>`); throws an AppError if not. */
export type RoomAuthorizer = (user: TUser | null, id: string | undefined) => Promise<RoomGrant | void> | RoomGrant | void;

/** The one place room joins are decided; feature modules add their prefixes. */
export function createRoomAuthorization(authorizers: Record<string, RoomAuthorizer>) {
  const table: Record<string, RoomAuthorizer> = {
    user: (user, id) => {
      if (!user) throw unauthenticated();
      if (user.id !== id) throw forbidden('You can only listen to your own updates.');
    },
    ...authorizers,
  };
  return async function authorize(user: TUser | null, room: string): Promise<RoomGrant> {
    const sep = room.indexOf(':');
    const prefix = sep === -1 ? room : room.slice(0, sep);
    const id = sep === -1 ? undefined : room.slice(sep + 1);
    const authorizer = Object.hasOwn(table, prefix) ? table[prefix] : undefined;
    if (!authorizer) throw notFound('Unknown room');
    return (await authorizer(user, id)) ?? {};
  };
}
