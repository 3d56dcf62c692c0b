// Shared by the chat tests: sign-ins of the support agent and the chat players, and a reader of the
// chat's server-sent events as a browser's EventSource would see them.
import type { ChatEvent } from '@casino/api-client/chat';
import { SUPPORT_AGENT, type SeedLogin } from '../src/seed/support.ts';
import { Client, json, startTestSite, type TestSite } from './harness.ts';
import { readChatEvents } from './chat-event-reader.ts';

export async function signInAs(site: { url: string }, login: Pick<SeedLogin, 'email' | 'password'>): Promise<Client> {
  const client = new Client(site.url);
  const response = await client.signIn(login.email, login.password);
  const body = await json<{ url?: string }>(response);
  if (response.status !== 200 || !body.url || body.url.includes('error='))
    throw new Error(`sign-in as ${login.email} failed: ${response.status} ${JSON.stringify(body)}`);
  return client;
}

/** The seeded agent, switched online (its switch counts for 45 s without an open console stream). */
export async function onlineAgent(site: { url: string }): Promise<Client> {
  const agent = await signInAs(site, SUPPORT_AGENT);
  const response = await agent.post('/api/proxy/chat/agent/presence', { online: true });
  if (response.status !== 200) throw new Error(`agent could not go online: ${response.status}`);
  return agent;
}

export interface ChatStream {
  status: number;
  /** The next event (from the start of the stream, in order) that matches, or a timeout error. */
  next: (matches: (event: ChatEvent) => boolean, timeoutMs?: number) => Promise<ChatEvent>;
  /** Every event read so far. */
  events: ChatEvent[];
  close: () => void;
}

/** Opens a chat stream with the client's cookies and parses its `chat` events with the API's schema. */
export async function openChatStream(client: Client, path: string): Promise<ChatStream> {
  const abort = new AbortController();
  const response = await client.fetch(path, { signal: abort.signal });
  const events: ChatEvent[] = [];
  const waiters = new Set<() => void>();
  let consumed = 0;
  if (response.ok && response.body) {
    void readChatEvents(response.body, (event) => {
      events.push(event);
      for (const wake of waiters) wake();
    });
  }
  const next: ChatStream['next'] = (matches, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        while (consumed < events.length) {
          const event = events[consumed++]!;
          if (matches(event)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(event);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching chat event on ${path} within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  if (!response.ok) await response.body?.cancel();
  return { status: response.status, next, events, close: () => abort.abort() };
}

export const isMessage = (body: string) => (event: ChatEvent) =>
  event.type === 'message' && event.message.body === body;

/** A test file's site for the chat, and its live streams (closed after each test). */
export function chatTestSite() {
  let site: TestSite | undefined;
  const streams: ChatStream[] = [];
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterEach(() => streams.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await site?.close();
  });
  return {
    get site(): TestSite {
      if (!site) throw new Error('the chat test site is not started yet');
      return site;
    },
    stream: async (client: Client, path = '/api/proxy/chat/stream') => {
      const opened = await openChatStream(client, path);
      streams.push(opened);
      return opened;
    },
  };
}
