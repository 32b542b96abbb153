// <so-chat>: the chat beside a game with friends (src/play/chat.ts) — the lines so far, public or
// private ("only to Stark"), a field and a choice of addressee; "n new" in the heading until the
// reader comes to the chat. Keyboard: Enter sends.
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import type { ChatRoom } from '../../play/chat';
import { chatStyles } from './chat.styles';
import { chatRefusal, CHAT_WORDS, unreadText } from './chat-words';
import { houseColor } from '../common/theme.styles';
import { houseName } from '../game/words';
import type { House } from '../../../engine/index';

export class ChatElement extends LitElement {
  static override styles = chatStyles;

  @property({ attribute: false }) room: ChatRoom | null = null;
  /** Every house in seat order. */
  @property({ attribute: false }) houses: readonly House[] = [];
  @internal() private problem = '';
  @internal() private to: number | null = null;
  #off: (() => void) | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('room')) {
      this.#off?.();
      this.#off = this.room?.onChange(() => this.requestUpdate()) ?? null;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#off?.();
    this.#off = null;
  }

  private send(e: Event): void {
    e.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="message"]');
    const room = this.room;
    if (input === null || room === null) return;
    const refused = room.send(input.value, this.to);
    this.problem = refused === null ? '' : chatRefusal(refused);
    if (refused === null) input.value = '';
  }

  protected override render() {
    const room = this.room;
    if (room === null) return nothing;
    const unread = unreadText(room.unread());
    const me = room.seat;
    return html`<section aria-label=${CHAT_WORDS.heading} @focusin=${() => room.markRead()} @pointerdown=${() => room.markRead()}>
      <h3>${CHAT_WORDS.heading} ${unread === '' ? nothing : html`<span class="unread" role="status">${unread}</span>`}</h3>
      <ol class="lines" aria-live="polite">
        ${room.lines().length === 0 ? html`<li class="muted">${CHAT_WORDS.none}</li>` : nothing}
        ${room.lines().map((l) => {
          const from = this.houses[l.from];
          return html`<li class=${l.to === null ? 'line' : 'line private'}>
            ${from === undefined ? nothing : html`<span class="house-dot" style="background:${houseColor(from)}"></span><strong>${houseName(from)}${l.from === me ? ` (${CHAT_WORDS.you})` : ''}</strong>`}
            ${l.to === null ? nothing : html`<span class="to">${CHAT_WORDS.privateTo} ${l.to === me ? CHAT_WORDS.you : houseName(this.houses[l.to]!)}</span>`}
            <span class="text">${l.text}</span>
          </li>`;
        })}
      </ol>
      <form @submit=${(e: Event) => this.send(e)}>
        <label class="target"
          >${CHAT_WORDS.to}
          <select name="to" @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value;
            this.to = v === '' ? null : Number(v);
          }}>
            <option value="">${CHAT_WORDS.everyone}</option>
            ${this.houses.map((h, i) => (i === me ? nothing : html`<option value=${i}>${houseName(h)}</option>`))}
          </select></label
        >
        <input name="message" maxlength="500" autocomplete="off" aria-label=${CHAT_WORDS.message} />
        <button type="submit">${CHAT_WORDS.send}</button>
      </form>
      ${this.problem === '' ? nothing : html`<p class="problem" role="alert">${this.problem}</p>`}
    </section>`;
  }
}
