import { describe, expect, it } from 'vitest';
import { TRAINING_CATEGORIES, TRAINING_MESSAGES, type TModuleProgress, type TTrainingModule, type TTrainingModuleSummary } from '@app/shared-types/training';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { paidMember } from '../helpers/membership';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
appSuite((app) => (server = app));

const PREMIUM_ID = 'cmmc-cybersecurity';
const FREE_ID = 'quickbooks-fundamentals';

describe('the training library', () => {
  it('lists the 13 modules, 2 free, across the nine categories, without lesson content', async () => {
    const res = await new HttpClient(server.url).get('/api/training/modules');
    const modules = res.json as TTrainingModuleSummary[];
    expect(modules).toHaveLength(13);
    expect(modules.filter((m) => !m.isPremium).map((m) => m.id)).toEqual(['quickbooks-fundamentals', 'intro-government-contracting']);
    expect(new Set(modules.map((m) => m.category))).toEqual(new Set(TRAINING_CATEGORIES));
    expect(modules.every((m) => m.lessonCount >= 3 && m.locked)).toBe(true);
    expect(res.text).not.toContain('NIST SP 800-171 using the DoD Assessment Methodology');
  });

  it('refuses premium module content to visitors and free members, and gives it to paid members', async () => {
    const visitor = new HttpClient(server.url);
    expect((await visitor.get(`/api/training/modules/${PREMIUM_ID}`)).status).toBe(401);
    expect((await visitor.get(`/api/training/modules/${FREE_ID}`)).status).toBe(401);

    const free = await person(server);
    const refused = await free.get(`/api/training/modules/${PREMIUM_ID}`);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'PREMIUM_REQUIRED', message: TRAINING_MESSAGES.premiumModule });
    expect(refused.text).not.toContain('SPRS');
    expect((await free.request('PUT', `/api/training/modules/${PREMIUM_ID}/progress`, { body: { lessonId: 'sprs-score', completed: true } })).status).toBe(403);
    const openFree = (await free.get(`/api/training/modules/${FREE_ID}`)).json as TTrainingModule;
    expect(openFree.lessons[0]!.body.join(' ')).toContain('chart of accounts');
    const list = (await free.get('/api/training/modules')).json as TTrainingModuleSummary[];
    expect(list.find((m) => m.id === FREE_ID)!.locked).toBe(false);
    expect(list.find((m) => m.id === PREMIUM_ID)!.locked).toBe(true);

    const operator = await person(server, 'operator');
    const paid = await person(server);
    await paidMember(paid, operator, 'starter');
    const opened = (await paid.get(`/api/training/modules/${PREMIUM_ID}`)).json as TTrainingModule;
    expect(opened.lessons.map((l) => l.id)).toEqual(['fci-and-cui', 'sprs-score', 'practical-controls']);
    expect(opened.lessons[1]!.body.join(' ')).toContain('SPRS');
  });

  it('keeps progress per member: lessons done, where they left off, completion', async () => {
    const a = await person(server);
    const b = await person(server);
    const path = `/api/training/modules/${FREE_ID}/progress`;
    // Opening a module's second lesson first only remembers where the member is.
    const opened = (await b.request('PUT', path, { body: { lessonId: 'bank-feeds', completed: false } })).json as TModuleProgress;
    expect(opened).toEqual({ completedLessonIds: [], lastLessonId: 'bank-feeds', completed: false });
    const first = (await a.request('PUT', path, { body: { lessonId: 'chart-of-accounts', completed: true } })).json as TModuleProgress;
    expect(first).toEqual({ completedLessonIds: ['chart-of-accounts'], lastLessonId: 'chart-of-accounts', completed: false });
    // The same lesson twice at once counts once.
    await Promise.all([1, 2, 3].map(() => a.request('PUT', path, { body: { lessonId: 'bank-feeds', completed: true } })));
    const done = (await a.request('PUT', path, { body: { lessonId: 'invoicing-and-close', completed: true } })).json as TModuleProgress;
    expect(done).toEqual({ completedLessonIds: ['chart-of-accounts', 'bank-feeds', 'invoicing-and-close'], lastLessonId: 'invoicing-and-close', completed: true });
    const undone = (await a.request('PUT', path, { body: { lessonId: 'bank-feeds', completed: false } })).json as TModuleProgress;
    expect(undone).toMatchObject({ completedLessonIds: ['chart-of-accounts', 'invoicing-and-close'], lastLessonId: 'bank-feeds', completed: false });

    const mine = ((await a.get('/api/training/modules')).json as TTrainingModuleSummary[]).find((m) => m.id === FREE_ID)!;
    expect(mine.progress).toMatchObject({ lastLessonId: 'bank-feeds' });
    const theirs = ((await b.get('/api/training/modules')).json as TTrainingModuleSummary[]).find((m) => m.id === FREE_ID)!;
    expect(theirs.progress).toEqual({ completedLessonIds: [], lastLessonId: 'bank-feeds', completed: false });

    expect((await a.request('PUT', path, { body: { lessonId: 'no-such-lesson', completed: true } })).status).toBe(404);
    expect((await a.request('PUT', path, { body: { lessonId: 'bank-feeds' } })).status).toBe(400);
    expect((await a.get('/api/training/modules/not-a-module')).status).toBe(404);
  });
});
