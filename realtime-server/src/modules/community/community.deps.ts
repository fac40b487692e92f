import type { Connection } from 'mongoose';
import type { Types } from 'mongoose';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { userModel } from '../users/user.model';
import { commentModel, followModel, likeModel, postModel } from './community.models';
import type { AuthorInfo } from './community.dto';

export type CommunityDeps = ReturnType<typeof communityDeps>;

export function communityDeps(db: Connection, emitter: RealtimeEmitter, onChange: () => void) {
  const Users = userModel(db);
  return {
    Posts: postModel(db),
    Comments: commentModel(db),
    Likes: likeModel(db),
    Follows: followModel(db),
    Users,
    emitter,
    /** Called after every write that can change the community statistics. */
    onChange,
    /** Usernames for a batch of user ids, in one query. */
    async authors(ids: Types.ObjectId[]): Promise<Map<string, AuthorInfo>> {
      const unique = [...new Set(ids.map(String))];
      if (!unique.length) return new Map();
      const users = await Users.find({ _id: { $in: unique } }, { username: 1 }).lean();
      return new Map(users.map((u) => [u._id.toString(), { id: u._id.toString(), username: u.username }]));
    },
  };
}
