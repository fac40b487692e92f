import { HttpClient } from './http-client';

let seq = 0;
export const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

export async function member(baseUrl: string, prefix = 'member') {
  const client = new HttpClient(baseUrl);
  const user = await client.register(uniqueName(prefix));
  return Object.assign(client, { user });
}

export async function createPost(client: HttpClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/posts', { title: 'A useful insight', content: 'Some useful content for contractors.', category: 'general', ...overrides });
  if (res.status !== 201) throw new Error(`create post failed: ${res.status} ${res.text}`);
  return res.json as { id: string; title: string; content: string | null; likesCount: number; commentsCount: number };
}
