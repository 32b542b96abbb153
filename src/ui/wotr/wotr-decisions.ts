// Registers <so-wotr-decisions>.
import { WotrDecisionsElement } from './wotr-decisions.component';

if (!customElements.get('so-wotr-decisions')) customElements.define('so-wotr-decisions', WotrDecisionsElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-wotr-decisions': WotrDecisionsElement;
  }
}
export { WotrDecisionsElement };
