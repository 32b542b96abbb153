// Registers <so-choice-list>.
import { ChoiceListElement } from './choice-list.component';

if (!customElements.get('so-choice-list')) customElements.define('so-choice-list', ChoiceListElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-choice-list': ChoiceListElement;
  }
}
export { ChoiceListElement };
