// Keeps the app shell in step with its GameDriver (style rule 22): listens to the driver while the
// host is connected, re-renders the host on every change, and disposes the driver when it is
// replaced or the host leaves the page (its bots stop playing).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameDriver } from './game-driver';

export class DriverController implements ReactiveController {
  #driver: GameDriver | null = null;
  #off: (() => void) | null = null;
  #connected = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get driver(): GameDriver | null {
    return this.#driver;
  }

  /** Replaces the driver (null: none), disposing the previous one. */
  set(driver: GameDriver | null): void {
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
