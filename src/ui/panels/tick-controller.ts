// Redraws its host once a second while `ticking()` says a countdown shows, and never otherwise
// (style rule 22: the interval lives exactly as long as the host is connected and needs it). The
// host redraws only itself — text, not the board.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class TickController implements ReactiveController {
  #tick: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly ticking: () => boolean,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const ticking = this.ticking();
    if (ticking && this.#tick === null) this.#tick = setInterval(() => this.host.requestUpdate(), 1000);
    if (!ticking) this.stop();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    if (this.#tick !== null) clearInterval(this.#tick);
    this.#tick = null;
  }
}
