// Registers <so-turn-alerts>.
import { TurnAlertsElement } from './turn-alerts-settings.component';

if (!customElements.get('so-turn-alerts')) customElements.define('so-turn-alerts', TurnAlertsElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-turn-alerts': TurnAlertsElement;
  }
}
export { TurnAlertsElement };
