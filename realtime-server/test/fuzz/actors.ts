import { randomBytes } from 'node:crypto';
import { HttpClient } from '../helpers/http-client';
import { signedInCookie } from '../helpers/sessions';
import type { startTestApp } from '../helpers/test-app';

export type ActorKind = 'visitor' | 'member' | 'operator';
type Server = Awaited<ReturnType<typeof startTestApp>>;

/**
 * A browser of a visitor, a member or an operator. Fuzzed requests can sign it out, sign it in as
 * someone else (a sign-up that went through) or delete its account; `restore` puts the identity
 * back so every request of a run is made by the same kind of actor.
 */
export class Actor {
  readonly client: HttpClient;
  userId: string | null = null;
  private username: string | null = null;

  private constructor(
    readonly kind: ActorKind,
    private readonly server: Server,
  ) {
    this.client = new HttpClient(server.url);
  }

  static async create(kind: ActorKind, server: Server): Promise<Actor> {
    const actor = new Actor(kind, server);
    await actor.restore();
    return actor;
  }

  /** Back to this actor's identity: a fresh session for its account, or a new account if it was deleted. */
  async restore(): Promise<void> {
    const current = (await this.client.get('/api/auth/user')).json as { username?: string } | null;
    if (this.kind === 'visitor') {
      if (current) this.client.setCookieHeader('');
      return;
    }
    if (this.username && current?.username === this.username) return;
    if (!this.userId || !(await this.server.users.findById(this.userId))) {
      this.username = `fuzz-${this.kind}-${randomBytes(4).toString('hex')}`;
      // Its password is never sent by the fuzzer, so a fuzzed account deletion cannot succeed by chance.
      const user = await this.server.users.register({ username: this.username, password: randomBytes(12).toString('hex') }, this.kind === 'operator' ? 'operator' : 'member');
      this.userId = user.id;
    }
    this.client.setCookieHeader(await signedInCookie(this.server, this.userId));
  }
}
