// <so-seat-clocks>: every house's clock, for everyone at the table — a row per house with what it
// is doing (deciding, sealed, waiting for its page, answered by the bot) and, for each step it
// owes, the time left before the others hand it to the timeout bot. The houses the table waits for
// stand out, and the summary line names them. Counts down once a second while any clock runs.
import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { House } from '../../../engine/index';
import { CLOCK_WORDS, seatWaitWords, waitsForText } from './clock-words';
import { timeLeft } from '../game/decision-words';
import { seatClocksStyles } from './seat-clocks.styles';
import { emit } from '../common/events';
import { isWaitedFor, type SeatAbsence, type SeatClock } from '../drivers/table-clocks';
import { t } from '../../i18n/translate';
import { TickController } from './tick-controller';
import { houseColor } from '../common/theme.styles';
import { houseName } from '../game/words';

export class SeatClocksElement extends LitElement {
  static override styles = seatClocksStyles;

  /** Every house's clock, in seat order (GameDriver.clocks()). */
  @property({ attribute: false }) clocks: readonly SeatClock[] = [];
  /** The house this page plays (marked "you"), or null for a spectator. */
  @property({ attribute: false }) me: House | null = null;
  /** Whether this page may vote to replace an absent house (a seat's page of a networked game). */
  @property({ type: Boolean, attribute: 'can-replace' }) canReplace = false;
  /** The link to send a substitute for an absent house (`?substitute=<house>`), or null: this page offers none. */
  @property({ attribute: false }) substituteLink: ((house: House) => string) | null = null;
  /** This page's clock (tests pass a fixed one). */
  @property({ attribute: false }) now: () => number = () => Date.now();

  // Redrawn once a second while some seat's clock counts down.
  readonly #tick = new TickController(this, () => this.clocks.some((c) => c.deadline !== null));

  private row(clock: SeatClock, now: number) {
    const waited = isWaitedFor(clock);
    const left = clock.deadline === null ? null : clock.deadline - now;
    const classes = ['seat', clock.wait, waited ? 'waited' : '', clock.house === this.me ? 'me' : ''].filter((c) => c !== '').join(' ');
    return html`<li class=${classes} data-house=${clock.house} aria-current=${waited ? 'true' : 'false'}>
      <span class="house-dot" style="background:${houseColor(clock.house)}"></span>
      <span class="name">${houseName(clock.house)}${clock.house === this.me ? html` <span class="you">(${CLOCK_WORDS.you})</span>` : nothing}</span>
      <span class="wait">${seatWaitWords(clock.wait)}</span>
      <span class="time" role="timer">${left === null ? '' : left > 0 ? timeLeft(left) : CLOCK_WORDS.overdue}</span>
      ${clock.absent === undefined ? nothing : this.absence(clock.house, clock.absent)}
    </li>`;
  }

  /**
   * An absent house: the votes to hand it over for good, and this page's buttons to vote — to the
   * bot, or to a substitute by the start of its key — and the link to send a substitute. Once a
   * vote names a taker, only that one is offered: votes that disagree give the seat to nobody.
   */
  private absence(house: House, absent: SeatAbsence) {
    const mayVote = this.canReplace && house !== this.me && !absent.voted;
    // Disagreeing votes cannot be mended in this absence: no button then.
    const choices = absent.named.length === 0 ? ['bot', ...absent.offered] : absent.named.length === 1 ? absent.named : [];
    const link = this.canReplace && house !== this.me && absent.named.length === 0 ? this.substituteLink?.(house) : undefined;
    return html`<span class="absence">
      <span class="absent">${CLOCK_WORDS.absent}</span>
      ${absent.votes > 0 ? html`<span class="votes">${t('clock.replaceVotes', { votes: absent.votes, needed: absent.needed })}</span>` : nothing}
      ${absent.voted ? html`<span class="voted">${CLOCK_WORDS.voted}</span>` : nothing}
      ${absent.named.length > 1 ? html`<span class="disagree" role="note">${CLOCK_WORDS.takersDiffer}</span>` : nothing}
      ${mayVote ? choices.map((to) => (to === 'bot' ? this.toBot(house) : this.giveTo(house, to))) : nothing}
      ${link === undefined ? nothing : html`<a class="substitute-link" href=${link} aria-label=${t('clock.substituteLinkLabel', { house: houseName(house) })}>${CLOCK_WORDS.substituteLink}</a>`}
    </span>`;
  }

  private toBot(house: House) {
    return html`<button class="replace" aria-label=${t('clock.replaceLabel', { house: houseName(house) })} @click=${() => emit(this, 'request-replace-seat', { house })}>${CLOCK_WORDS.replace}</button>`;
  }

  /** A vote to give the house to the substitute with key `to` (hex), shown by its key's first 8 digits. */
  private giveTo(house: House, to: string) {
    const key = to.slice(0, 8);
    return html`<button class="give" data-key=${to} aria-label=${t('clock.giveToLabel', { house: houseName(house), key })} @click=${() => emit(this, 'request-replace-seat', { house, to })}>
      ${t('clock.giveTo', { key })}
    </button>`;
  }

  protected override render() {
    if (this.clocks.length === 0) return nothing;
    const now = this.now();
    const waited = this.clocks.filter(isWaitedFor).map((c) => c.house);
    return html`<section aria-label=${CLOCK_WORDS.label}>
      <p class="summary">${waitsForText(waited)}</p>
      <ol class="seats">
        ${this.clocks.map((c) => this.row(c, now))}
      </ol>
    </section>`;
  }
}
