// <so-open-game>: open a game file to replay it — from the device (a file chooser) or by address.
// Reads the bytes and hands them up; the shell verifies and shows them.
import { html, LitElement } from 'lit';
import { state as internal } from 'lit/decorators.js';
import { emit } from '../common/events';
import { openGameStyles } from './open-game.styles';
import { REPLAY_WORDS } from '../replays/replay-words';

/** @fires request-replay - open these bytes as a game file (detail: { bytes } or { url }) */
export class OpenGameElement extends LitElement {
  static override styles = openGameStyles;

  @internal() private url = '';

  private async pick(e: Event): Promise<void> {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file === undefined) return;
    emit(this, 'request-replay', { bytes: new Uint8Array(await file.arrayBuffer()) });
  }

  private openUrl(e: Event): void {
    e.preventDefault();
    const url = this.url.trim();
    if (url !== '') emit(this, 'request-replay', { url });
  }

  protected override render() {
    return html`<form class="card" @submit=${(e: Event) => this.openUrl(e)}>
      <h2>${REPLAY_WORDS.open}</h2>
      <p class="hint">${REPLAY_WORDS.openHint}</p>
      <label>${REPLAY_WORDS.fileLabel} <input type="file" name="file" accept=".log,.json,application/json,application/octet-stream" @change=${(e: Event) => void this.pick(e)} /></label>
      <label class="url"
        >${REPLAY_WORDS.urlLabel} <input type="url" name="url" placeholder=${REPLAY_WORDS.urlPlaceholder} dir="ltr" .value=${this.url} @input=${(e: Event) => (this.url = (e.target as HTMLInputElement).value)} />
        <button type="submit">${REPLAY_WORDS.openUrl}</button></label
      >
    </form>`;
  }
}
