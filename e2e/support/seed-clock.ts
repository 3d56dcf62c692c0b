// The seed's times are relative to when the e2e site started (packages/api-server/src/seed). A run of
// the suite can cross midnight in Denmark, where deposit limits count calendar days, so tests that read
// a seeded date or "today" ask here rather than at Date.now().
import { readFileSync } from 'node:fs';
import { seededAtFile } from './env.ts';

/** When support/site.ts seeded the databases, in ms since the epoch. */
export function seededAt(): number {
  return Number(readFileSync(seededAtFile, 'utf8'));
}

/** The calendar day in Denmark at an instant, e.g. '2026-11-24'. */
function danishDay(at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(at);
}

/** True once the Danish day the data was seeded on is over: "today's" seeded deposits are yesterday's. */
export function seedDayIsOver(): boolean {
  return danishDay(seededAt()) !== danishDay(Date.now());
}
