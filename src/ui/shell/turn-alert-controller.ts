// Keeps the your-turn alerts (turn-alerts.ts) in step with the shell: after every render it tells
// them whether the game waits for this page's house, and puts the title and icon back when the
// shell leaves the page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { TurnAlerts, browserAlertEnv, type TurnView } from './turn-alerts';

export class TurnAlertController implements ReactiveController {
  readonly #alerts: TurnAlerts;

  constructor(
    host: ReactiveControllerHost,
    private readonly view: () => TurnView,
    alerts: TurnAlerts = new TurnAlerts(browserAlertEnv()),
  ) {
    this.#alerts = alerts;
    host.addController(this);
  }

  hostUpdated(): void {
    this.#alerts.update(this.view());
  }

  hostDisconnected(): void {
    this.#alerts.reset();
  }
}
