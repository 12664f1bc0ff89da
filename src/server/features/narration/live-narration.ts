// The audio of a narration while it is being synthesised (playable within 2 s for any chapter
// length). The narrator hands over whole MP3 frames piece by piece; they are kept here, in order, so the
// page can play the beginning while the rest is spoken. Every listener — the first one, several at once,
// one that joins late — reads the same bytes from the very beginning, then each new piece as it comes,
// and its stream ends when synthesis ends (completely or not). The service forgets this object when the
// generation ends; the pieces go with it once the last listener has read them.

export class LiveNarration {
  private readonly pieces: Uint8Array[] = [];
  private ended = false;
  /** Woken on every new piece and at the end. */
  private waiters: (() => void)[] = [];
  private readonly playableListeners = new Set<() => void>();

  /** Adds the next piece of audio. */
  push(audio: Uint8Array): void {
    if (this.ended || audio.byteLength === 0) return;
    this.pieces.push(audio);
    if (this.pieces.length === 1) {
      for (const listener of this.playableListeners) listener();
      this.playableListeners.clear();
    }
    this.wake();
  }

  /** Synthesis is over (finished or failed): streams end after the pieces they have not read yet. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.playableListeners.clear();
    this.wake();
  }

  get playable(): boolean {
    return this.pieces.length > 0;
  }

  get finished(): boolean {
    return this.ended;
  }

  /** Bytes kept so far. */
  get byteLength(): number {
    return this.pieces.reduce((n, p) => n + p.byteLength, 0);
  }

  /**
   * Calls `listener` once when the first piece exists (at once when it already does). Answers a function
   * that forgets the listener.
   */
  onPlayable(listener: () => void): () => void {
    if (this.playable) {
      listener();
      return () => undefined;
    }
    if (this.ended) return () => undefined;
    this.playableListeners.add(listener);
    return () => this.playableListeners.delete(listener);
  }

  /**
   * The audio from its first byte: what exists at once, then each new piece as it is ready; closes when
   * synthesis ends. Pulled one step at a time, so a slow listener holds back only itself.
   */
  stream(): ReadableStream<Uint8Array> {
    let next = 0;
    let cancelled = false;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        while (next >= this.pieces.length && !this.ended && !cancelled) {
          await new Promise<void>((resolve) => this.waiters.push(resolve));
        }
        if (cancelled) return;
        if (next < this.pieces.length) {
          // Everything there is now, in one go.
          while (next < this.pieces.length) controller.enqueue(this.pieces[next++]);
          return;
        }
        controller.close();
      },
      cancel: () => {
        cancelled = true;
      },
    });
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}
