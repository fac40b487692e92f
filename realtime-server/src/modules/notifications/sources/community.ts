import { ACTORS } from '../notifications.dto';
import { actorOf, quoted, SUBSCRIBER, type SourceKit } from './source-kit';

const postLink = (postId: string) => `/community?post=${postId}`;

/**
 * A comment on your post ("Ana Ruiz replied to your post “…”"), and likes on your post grouped into
 * one row per post ("Ana Ruiz and 12 others liked your post “…”"). Comments are flat today (a
 * comment answers the post), so "a reply to your comment" comes with threaded comments; so do
 * @mentions ('community.mention', valid but not produced yet).
 */
export function communitySources(kit: SourceKit): void {
  kit.events.subscribe('community.commented', SUBSCRIBER, async ({ id, payload: { post, comment } }) => {
    const actor = await actorOf(kit.accounts, comment.authorId);
    await kit.notify(post.authorId, { type: 'community.reply', key: id, actor, text: `${actor!.name} replied to your post ${quoted(post.title)}`, link: postLink(post.id) });
  });
  kit.events.subscribe('community.liked', SUBSCRIBER, async ({ id, payload: { post, likerId } }) => {
    const actor = await actorOf(kit.accounts, likerId);
    await kit.notify(post.authorId, { type: 'community.likes', key: id, group: `post:${post.id}`, actor, text: `${ACTORS} liked your post ${quoted(post.title)}`, link: postLink(post.id) });
  });
}
