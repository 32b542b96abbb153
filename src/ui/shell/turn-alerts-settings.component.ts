// <so-turn-alerts>: the player's choice of your-turn alerts on this device — a tone, and a system
// notification when the tab is hidden (asked of the browser only when the player opts in). The
// title and icon always tell; these two are extra.
import { html, LitElement, nothing } from 'lit';
import { state as internal } from 'lit/decorators.js';
import { ALERT_WORDS } from './alert-words';
import { beep, loadAlertPrefs, saveAlertPrefs, type AlertPrefs } from './turn-alerts';
import { turnAlertsStyles } from './turn-alerts-settings.styles';

export class TurnAlertsElement extends LitElement {
  static override styles = turnAlertsStyles;

  @internal() private prefs: AlertPrefs = loadAlertPrefs();
  @internal() private problem = '';

  private save(prefs: AlertPrefs): void {
    this.prefs = prefs;
    saveAlertPrefs(prefs);
  }

  private setSound(on: boolean): void {
    this.save({ ...this.prefs, sound: on });
    if (on) beep(); // a sample, and the user gesture some browsers need before any sound
  }

  private async setNotify(on: boolean): Promise<void> {
    this.problem = '';
    if (!on) return this.save({ ...this.prefs, notify: false });
    if (typeof Notification === 'undefined') {
      this.problem = ALERT_WORDS.notifyUnavailable;
      return this.requestUpdate();
    }
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') {
      this.problem = ALERT_WORDS.notifyDenied;
      this.save({ ...this.prefs, notify: false });
      return;
    }
    this.save({ ...this.prefs, notify: true });
  }

  protected override render() {
    return html`<fieldset>
      <legend>${ALERT_WORDS.settings}</legend>
      <label><input type="checkbox" name="sound" .checked=${this.prefs.sound} @change=${(e: Event) => this.setSound((e.target as HTMLInputElement).checked)} /> ${ALERT_WORDS.sound}</label>
      <label
        ><input type="checkbox" name="notify" .checked=${this.prefs.notify} @change=${(e: Event) => void this.setNotify((e.target as HTMLInputElement).checked)} />
        ${ALERT_WORDS.notify}</label
      >
      ${this.problem === '' ? nothing : html`<p class="problem" role="alert">${this.problem}</p>`}
    </fieldset>`;
  }
}
