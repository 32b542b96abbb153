// <so-new-game>: one click to a game against bots. First the game: A Game of Thrones (the default)
// or War of the Ring: The Card Game (preview: its Fellowship of the Ring scenario against one bot,
// the side to play, and the preview notice; `request-new-wotr-game`). For A Game of Thrones: (on the first page, <so-landing>, under its title). Player count (default 6), your house (default
// random: the app draws it from the game's seed), the bots' level (src/bots/levels.ts: each bot thinks
// in a Web Worker), Tides of Battle, how fast the bots play, and the edition (the 1st, of 2003: 3–5
// players, its own board and houses, no Tides of Battle; issue 22).
import { html, LitElement, nothing } from 'lit';
import { state as internal } from 'lit/decorators.js';
import { RULESETS, type House, type Ruleset } from '../../../engine/index';
import { housesOf } from '../game/edition';
import { emit, type GameSetup } from '../common/events';
import { newGameStyles } from './new-game.styles';
import { houseName } from '../game/words';
import { section, t } from '../../i18n/translate';
import { BOT_LEVELS, type BotLevel } from '../../bots/levels';
import { BOT_LEVEL_HINTS, BOT_LEVEL_WORDS } from '../lobby/bot-level-words';
import type { WotrSetup } from '../wotr/wotr-events';

const PACES = [
  { ms: 600, label: 'slow' },
  { ms: 250, label: 'normal' },
  { ms: 0, label: 'fast' },
] as const;
const W = section('newGame');

/** The games the form offers. */
const GAMES = ['agot', 'wotr'] as const;
type GameChoice = (typeof GAMES)[number];
/** War of the Ring's seats in the Fellowship of the Ring, each with its team. */
const WOTR_SEATS = [
  { seat: 'gandalf', team: 'fp' },
  { seat: 'balrog', team: 'shadow' },
] as const;

/**
 * @fires request-new-game - the user starts a game of A Game of Thrones (detail: GameSetup)
 * @fires request-new-wotr-game - the user starts a game of War of the Ring (detail: WotrSetup)
 */
export class NewGameElement extends LitElement {
  static override styles = newGameStyles;

  @internal() private players: GameSetup['players'] = 6;
  @internal() private house: House | null = null;
  @internal() private tides = false;
  @internal() private pace = 250;
  @internal() private level: BotLevel = 'normal';
  @internal() private ruleset: Ruleset = '2e';
  @internal() private game: GameChoice = 'agot';
  @internal() private wotrSeat: WotrSetup['seat'] = 'gandalf';

  private start(e: Event): void {
    e.preventDefault();
    if (this.game === 'wotr') {
      emit(this, 'request-new-wotr-game', { seat: this.wotrSeat });
      return;
    }
    const first = this.ruleset === '1e';
    emit(this, 'request-new-game', { players: this.players, house: this.house, tidesOfBattle: this.tides && !first, pace: this.pace, level: this.level, ...(first ? { ruleset: this.ruleset } : {}) }, true);
  }

  /** The edition changed: a player count or house it does not have is put back to one it has. */
  private setRuleset(ruleset: Ruleset): void {
    this.ruleset = ruleset;
    if (ruleset === '1e' && this.players === 6) this.players = 5;
    if (this.house !== null && !housesOf(ruleset, this.players).includes(this.house)) this.house = null;
  }

  private renderGame() {
    return html`<label
      >${W.game}
      <select name="game" aria-describedby=${this.game === 'wotr' ? 'wotr-preview' : nothing} @change=${(e: Event) => (this.game = (e.target as HTMLSelectElement).value as GameChoice)}>
        ${GAMES.map((g) => html`<option value=${g} ?selected=${g === this.game}>${W[g]}</option>`)}
      </select></label
    >`;
  }

  /** War of the Ring's fields: the preview notice, the scenario, the side. */
  private renderWotr() {
    return html`<p class="hint" id="wotr-preview">${t('wotr.preview')}</p>
      <p class="hint">${W.wotrScenario}</p>
      <label
        >${W.wotrSide}
        <select name="wotr-seat" @change=${(e: Event) => (this.wotrSeat = (e.target as HTMLSelectElement).value as WotrSetup['seat'])}>
          ${WOTR_SEATS.map((s) => html`<option value=${s.seat} ?selected=${s.seat === this.wotrSeat}>${t('wotr.seatOfTeam', { seat: t(`wotr.seat.${s.seat}`), team: t(`wotr.team.${s.team}`) })}</option>`)}
        </select></label
      >
      <button class="primary" type="submit">${W.wotrStart}</button>`;
  }

  /** One form whose game field stays the same element (the focus stays on it when the game changes). */
  protected override render() {
    return html`<form class="card" @submit=${this.start}>${this.renderGame()}${this.game === 'wotr' ? this.renderWotr() : this.renderAgot()}</form>`;
  }

  /** A Game of Thrones' fields. */
  private renderAgot() {
    const houses = housesOf(this.ruleset, this.players);
    const first = this.ruleset === '1e';
    return html`<label
        >${t('ruleset.label')}
        <select name="ruleset" aria-describedby=${first ? 'edition-hint' : nothing} @change=${(e: Event) => this.setRuleset((e.target as HTMLSelectElement).value as Ruleset)}>
          ${RULESETS.map((r) => html`<option value=${r} ?selected=${r === this.ruleset}>${t(`ruleset.${r}`)}</option>`)}
        </select></label
      >
      ${first ? html`<p class="hint" id="edition-hint">${t('ruleset.1eHint')}</p>` : nothing}
      <label
        >${W.players}
        <select
          name="players"
          @change=${(e: Event) => {
            this.players = Number((e.target as HTMLSelectElement).value) as GameSetup['players'];
            if (this.house !== null && !housesOf(this.ruleset, this.players).includes(this.house)) this.house = null;
          }}
        >
          ${(first ? ([3, 4, 5] as const) : ([3, 4, 5, 6] as const)).map((n) => html`<option value=${n} ?selected=${n === this.players}>${n}</option>`)}
        </select></label
      >
      <label
        >${W.house}
        <select name="house" @change=${(e: Event) => (this.house = ((e.target as HTMLSelectElement).value || null) as House | null)}>
          <option value="" ?selected=${this.house === null}>${W.random}</option>
          ${houses.map((h) => html`<option value=${h} ?selected=${h === this.house}>${houseName(h)}</option>`)}
        </select></label
      >
      <label
        >${BOT_LEVEL_WORDS.formLabel}
        <select name="level" title=${BOT_LEVEL_HINTS[this.level]} @change=${(e: Event) => (this.level = (e.target as HTMLSelectElement).value as BotLevel)}>
          ${BOT_LEVELS.map((l) => html`<option value=${l} title=${BOT_LEVEL_HINTS[l]} ?selected=${l === this.level}>${BOT_LEVEL_WORDS[l]}</option>`)}
        </select></label
      >
      <label
        >${W.pace}
        <select name="pace" @change=${(e: Event) => (this.pace = Number((e.target as HTMLSelectElement).value))}>
          ${PACES.map((p) => html`<option value=${p.ms} ?selected=${p.ms === this.pace}>${W[p.label]}</option>`)}
        </select></label
      >
      ${first
        ? nothing
        : html`<label class="check"><input type="checkbox" name="tides" .checked=${this.tides} @change=${(e: Event) => (this.tides = (e.target as HTMLInputElement).checked)} /> ${W.tides}</label>`}
      <button class="primary" type="submit">${W.start}</button>`;
  }
}
