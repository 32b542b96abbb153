// Follows an element's size with a ResizeObserver while the host is connected (style rule 22):
// observe on connect, disconnect on disconnect, never window.onresize.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class ResizeController implements ReactiveController {
  #observer: ResizeObserver | null = null;
  #observed: Element | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly target: () => Element | null,
    private readonly onResize: (width: number, height: number) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box !== undefined) this.onResize(Math.round(box.width), Math.round(box.height));
    });
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    // The target exists once the host has rendered; observe it (again, if it was re-created).
    const target = this.target();
    if (this.#observer === null || target === this.#observed) return;
    if (this.#observed !== null) this.#observer.unobserve(this.#observed);
    if (target !== null) this.#observer.observe(target);
    this.#observed = target;
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = null;
    this.#observed = null;
  }
}
