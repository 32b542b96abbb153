// Keeps an element in step with the driver of the game it shows (style rule 22): listens to the
// driver while the host is connected, re-renders the host on every change, and disposes the driver
// when it is replaced or the host leaves the page (its bots and peers stop). Any game's driver: the
// app shell's GameDriver (../drivers/) and War of the Ring's WotrDriver (../wotr/) alike.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the controller needs of a driver: change notices and an end. */
export interface ControlledDriver {
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops it for good (bots, peers, timers). */
  dispose(): void;
}

export class DriverController<D extends ControlledDriver> implements ReactiveController {
  #driver: D | null = null;
  #off: (() => void) | null = null;
  #connected = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get driver(): D | null {
    return this.#driver;
  }

  /** Replaces the driver (null: none), disposing the previous one. */
  set(driver: D | null): void {
    this.#off?.();
    this.#off = null;
    this.#driver?.dispose();
    this.#driver = driver;
    if (this.#connected) this.#listen();
    this.host.requestUpdate();
  }

  #listen(): void {
    if (this.#driver !== null && this.#off === null) this.#off = this.#driver.subscribe(() => this.host.requestUpdate());
  }

  hostConnected(): void {
    this.#connected = true;
    this.#listen();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.set(null);
  }
}
