import { actorOf, notifyAll, quoted, SUBSCRIBER, when, type SourceKit } from './source-kit';

const sessionLink = (id: string) => `/live-training?session=${id}`;

/** Your live session starts within 15 minutes, was cancelled, or moved: to everyone holding a seat. */
export function liveTrainingSources(kit: SourceKit): void {
  kit.events.subscribe('live-training.session-starting-soon', SUBSCRIBER, async ({ id, payload: { session, registrantIds, announcedAt } }) => {
    const minutes = Math.max(1, Math.round((Date.parse(session.startsAt) - Date.parse(announcedAt)) / 60_000));
    await notifyAll(kit, registrantIds, { type: 'live.session-soon', key: id, actor: null, text: `Your live session ${quoted(session.title)} starts in ${minutes} minutes`, link: sessionLink(session.id) });
  });
  kit.events.subscribe('live-training.session-cancelled', SUBSCRIBER, async ({ id, payload: { session, registrantIds, actorId } }) => {
    const actor = await actorOf(kit.accounts, actorId);
    await notifyAll(kit, registrantIds, { type: 'live.session-cancelled', key: id, actor, text: `The live session ${quoted(session.title)} on ${when(session.startsAt)} was cancelled`, link: sessionLink(session.id) });
  });
  kit.events.subscribe('live-training.session-moved', SUBSCRIBER, async ({ id, payload: { session, registrantIds, actorId } }) => {
    const actor = await actorOf(kit.accounts, actorId);
    await notifyAll(kit, registrantIds, { type: 'live.session-moved', key: id, actor, text: `The live session ${quoted(session.title)} moved to ${when(session.startsAt)}`, link: sessionLink(session.id) });
  });
}
