// Registers <so-language-picker>.
import { LanguagePickerElement } from './language-picker.component';

if (!customElements.get('so-language-picker')) customElements.define('so-language-picker', LanguagePickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-language-picker': LanguagePickerElement;
  }
}
export { LanguagePickerElement };
