// Registers <so-decision-panel> and the panels it renders.
import { DecisionPanelElement } from './decision-panel.component';
import './choice-list';
import './march-panel';
import './orders-panel';
import './phase-context';

if (!customElements.get('so-decision-panel')) customElements.define('so-decision-panel', DecisionPanelElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-decision-panel': DecisionPanelElement;
  }
}
export { DecisionPanelElement };
