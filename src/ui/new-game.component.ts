// <so-new-game>: one click to a game against bots (on the first page, <so-landing>, under its title). Player count (default 6), your house (default
// random: the app draws it from the game's seed), the bots' level (src/bots/levels.ts: each bot thinks
// in a Web Worker), Tides of Battle, and how fast the bots play.
import { html, LitElement } from 'lit';
import { state as internal } from 'lit/decorators.js';
import { HOUSES_BY_PLAYER_COUNT, type House } from '../../engine/index';
import { emit, type GameSetup } from './events';
import { newGameStyles } from './new-game.styles';
import { houseName } from './words';
import { section } from '../i18n/translate';
import { BOT_LEVELS, type BotLevel } from '../bots/levels';
import { BOT_LEVEL_HINTS, BOT_LEVEL_WORDS } from './bot-level-words';

const PACES = [
  { ms: 600, label: 'slow' },
  { ms: 250, label: 'normal' },
  { ms: 0, label: 'fast' },
] as const;
const W = section('newGame');

/** @fires request-new-game - the user starts a game (detail: GameSetup) */
export class NewGameElement extends LitElement {
  static override styles = newGameStyles;

  @internal() private players: GameSetup['players'] = 6;
  @internal() private house: House | null = null;
  @internal() private tides = false;
  @internal() private pace = 250;
  @internal() private level: BotLevel = 'normal';

  private start(e: Event): void {
    e.preventDefault();
    emit(this, 'request-new-game', { players: this.players, house: this.house, tidesOfBattle: this.tides, pace: this.pace, level: this.level }, true);
  }

  protected override render() {
    const houses = HOUSES_BY_PLAYER_COUNT[this.players];
    return html`<form class="card" @submit=${this.start}>
      <label
        >${W.players}
        <select
          name="players"
          @change=${(e: Event) => {
            this.players = Number((e.target as HTMLSelectElement).value) as GameSetup['players'];
            if (this.house !== null && !HOUSES_BY_PLAYER_COUNT[this.players].includes(this.house)) this.house = null;
          }}
        >
          ${([3, 4, 5, 6] as const).map((n) => html`<option value=${n} ?selected=${n === this.players}>${n}</option>`)}
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
      <label class="check"><input type="checkbox" name="tides" .checked=${this.tides} @change=${(e: Event) => (this.tides = (e.target as HTMLInputElement).checked)} /> ${W.tides}</label>
      <button class="primary" type="submit">${W.start}</button>
    </form>`;
  }
}
