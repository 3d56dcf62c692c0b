import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Kept {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Where the sandbox provider keeps its codes, sessions and interactions: this process's memory, each for its
 * few minutes. Enough for a test service on one server; a second server would not know another's codes.
 */
export class SandboxMemoryStore implements Adapter {
  private static readonly kept = new Map<string, Kept>();
  private readonly model: string;

  constructor(model: string) {
    this.model = model;
  }

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  private static live(kept: Kept | undefined): AdapterPayload | undefined {
    return kept && kept.expiresAt > Date.now() ? kept.payload : undefined;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const now = Date.now();
    for (const [key, kept] of SandboxMemoryStore.kept) if (kept.expiresAt <= now) SandboxMemoryStore.kept.delete(key);
    SandboxMemoryStore.kept.set(this.key(id), { payload, expiresAt: now + expiresIn * 1000 });
    if (payload.uid)
      SandboxMemoryStore.kept.set(`${this.model}:uid:${payload.uid}`, {
        payload: { id } as never,
        expiresAt: now + expiresIn * 1000,
      });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return SandboxMemoryStore.live(SandboxMemoryStore.kept.get(this.key(id)));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const pointer = SandboxMemoryStore.live(SandboxMemoryStore.kept.get(`${this.model}:uid:${uid}`));
    return pointer ? this.find((pointer as { id: string }).id) : undefined;
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const kept = SandboxMemoryStore.kept.get(this.key(id));
    if (kept) kept.payload = { ...kept.payload, consumed: Math.floor(Date.now() / 1000) };
  }

  async destroy(id: string): Promise<void> {
    SandboxMemoryStore.kept.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, kept] of SandboxMemoryStore.kept)
      if (kept.payload.grantId === grantId) SandboxMemoryStore.kept.delete(key);
  }
}
