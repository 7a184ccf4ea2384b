import { Injectable } from '@nestjs/common';

type Listener = (sessionId: string) => void;

/**
 * Tells whoever holds a session open outside HTTP (the socket gateway) that it has just ended,
 * so a signed-out browser stops receiving pushes at once rather than at the next sweep.
 */
@Injectable()
export class SessionEndings {
  private readonly listeners = new Set<Listener>();

  onEnded(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ended(sessionId: string): void {
    for (const listener of this.listeners) listener(sessionId);
  }
}
