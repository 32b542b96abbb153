// Keeps a War of the Ring element in step with its driver (style rule 22): listens while the host is
// connected, re-renders it on every change, and disposes the driver when it is replaced or the host
// leaves the page (both peers and the bot stop).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { WotrDriver } from './wotr-driver';

export class WotrDriverController implements ReactiveController {
  #driver: WotrDriver | null = null;
  #off: (() => void) | null = null;
  #connected = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get driver(): WotrDriver | null {
    return this.#driver;
  }

  /** Replaces the driver (null: none), disposing the previous one. */
  set(driver: WotrDriver | null): void {
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
