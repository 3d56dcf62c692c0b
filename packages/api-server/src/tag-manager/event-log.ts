/**
 * What the stand-in tag manager sent, per browser (its client id), kept in memory so a developer or
 * an end-to-end test can read it back. Bounded: the oldest browsers and events go first.
 */
export type SentEvent = Record<string, unknown> & { event: string };

const maxClients = 200;
const maxEventsPerClient = 200;

export function createEventLog() {
  const byClient = new Map<string, SentEvent[]>();
  return {
    add(clientId: string, events: SentEvent[]): void {
      const list = byClient.get(clientId) ?? [];
      byClient.delete(clientId); // re-inserted last: the map's order is the age order
      byClient.set(clientId, [...list, ...events].slice(-maxEventsPerClient));
      if (byClient.size > maxClients) byClient.delete(byClient.keys().next().value as string);
    },
    of(clientId: string): SentEvent[] {
      return byClient.get(clientId) ?? [];
    },
  };
}
