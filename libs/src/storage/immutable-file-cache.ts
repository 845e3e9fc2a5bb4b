/**
 * Keeps the base64 text of recently listed stored files in memory. Stored renditions never change
 * under their key, so nothing needs invalidating; the oldest entries go once the byte budget is spent.
 */
export class ImmutableFileCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      // Re-insert to mark it as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const value = await load();
    if (value.length <= this.maxBytes) {
      this.entries.set(key, value);
      this.bytes += value.length;
      for (const [oldest, text] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.entries.delete(oldest);
        this.bytes -= text.length;
      }
    }
    return value;
  }

  forget(key: string): void {
    const text = this.entries.get(key);
    if (text === undefined) return;
    this.entries.delete(key);
    this.bytes -= text.length;
  }
}
