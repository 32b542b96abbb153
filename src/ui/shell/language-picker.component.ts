// <so-language-picker>: the page's language, chosen from a list that names each language in its
// own words (so a reader finds theirs whatever the page speaks now); the choice is remembered on
// this device. A native <select>: reachable by Tab, changed by the arrow keys.
import { css, html, LitElement } from 'lit';
import { activeLocale, LOCALES, setLocale } from '../../i18n/locale';
import { isLocale, LOCALE_NAMES } from '../../i18n/locales';
import { t } from '../../i18n/translate';

export class LanguagePickerElement extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      font: inherit;
      color: inherit;
    }
    label {
      display: inline-flex;
      align-items: center;
      gap: 0.4em;
    }
    select {
      font: inherit;
      padding-block: 2px;
      padding-inline: 4px;
    }
  `;

  private choose(e: Event): void {
    const value = (e.target as HTMLSelectElement).value;
    if (isLocale(value)) void setLocale(value, true);
  }

  protected override render() {
    const current = activeLocale();
    return html`<label
      >${t('language.label')}
      <select name="language" @change=${this.choose}>
        ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === current}>${LOCALE_NAMES[l]}</option>`)}
      </select></label
    >`;
  }
}
