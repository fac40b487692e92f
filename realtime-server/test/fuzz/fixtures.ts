import { HttpClient } from '../helpers/http-client';
import { formWith, samplePdf } from '../helpers/files';
import type { Actor } from './actors';

/**
 * Real things for route parameters to name, so fuzzed writes reach past "not found" into the
 * services and models: a post with a comment (by an author who is not one of the actors), a
 * training video, and an upload owned by the member actor. Operators may delete them while
 * fuzzing, so `ensure` puts back whatever is gone.
 */
export class Fixtures {
  private ids: Record<string, string> = {};

  private constructor(
    private readonly author: HttpClient,
    private readonly staff: Actor,
    private readonly owner: Actor,
  ) {}

  static async create(baseUrl: string, staff: Actor, owner: Actor): Promise<Fixtures> {
    const author = new HttpClient(baseUrl);
    const user = await author.register(`fixture-author-${process.pid}`);
    const fixtures = new Fixtures(author, staff, owner);
    fixtures.ids.author = user.id;
    await fixtures.ensure();
    return fixtures;
  }

  /** Every id a route parameter could name: fixtures and the actors themselves. */
  get knownIds(): string[] {
    return [...Object.values(this.ids), ...[this.staff.userId, this.owner.userId].filter((id): id is string => !!id)];
  }

  async ensure(): Promise<void> {
    await this.staff.restore();
    await this.owner.restore();
    if (!this.ids.post || (await this.author.get(`/api/posts/${this.ids.post}`)).status !== 200) {
      const post = await this.author.post('/api/posts', { title: 'Fixture post', content: 'A post the fuzz suite comments on.' });
      this.ids.post = post.json.id;
      this.ids.comment = undefined as unknown as string;
    }
    const comments = (await this.author.get(`/api/posts/${this.ids.post}/comments`)).json as { id: string }[];
    if (!comments.some((c) => c.id === this.ids.comment)) {
      this.ids.comment = (await this.author.post(`/api/posts/${this.ids.post}/comments`, { content: 'Fixture comment' })).json.id;
    }
    if (!this.ids.video || (await this.staff.client.get(`/api/training-videos/${this.ids.video}`)).status !== 200) {
      const video = await this.staff.client.post('/api/training-videos', { title: 'Fixture video', videoUrl: '/media/training/fixture.webm', category: 'Compliance' });
      this.ids.video = video.json.id;
    }
    const uploads = (await this.owner.client.get('/api/uploads')).json as { id: string }[];
    if (!uploads.some((u) => u.id === this.ids.upload)) {
      const stored = await this.owner.client.postForm('/api/uploads', formWith([{ name: 'fixture.pdf', data: samplePdf(), type: 'application/pdf' }]));
      this.ids.upload = stored.json.uploads[0].id;
    }
    for (const [name, id] of Object.entries(this.ids)) if (!id) throw new Error(`fixture ${name} could not be created`);
  }
}
