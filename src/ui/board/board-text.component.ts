// <so-board-text>: the board in words, beside the 3D one, for a screen reader and the keyboard
// (issue 19). Every area, grouped by who holds it, with its units, order, Power token, Garrison or
// Neutral Force and what the map prints on it (the area card's sentences); the tracks; each
// house's Power, Supply, Castles and House cards (open information, 2E-HID-07), and what only this
// player may know (its Raven's Wildling card, its face-down Tides card). Enter on an area picks it
// exactly as a click on the 3D board does (the same `board-pick` event, answered by the decision
// panel's own logic: order-draft, march-draft, move-areas), and the areas the decision can take
// now are listed first. A polite live region says what happened and what is asked
// (announcements.ts). Reads what it is given; changes nothing.
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import {
  DOMINANCE_TOKEN_OF_TRACK,
  TRACKS,
  WILDLING_THREAT_MAX,
  victoryPoints,
  type AreaId,
  type Decision,
  type GameState,
  type House,
} from '../../../engine/index';
import { boardOfGame } from '../game/edition';
import { activeLocale, t } from '../../i18n/translate';
import { intlTag } from '../../i18n/locales';
import { Announcer } from './announcements';
import { areaFacts, type AreaFacts } from './area-card';
import { boardTextStyles } from './board-text.styles';
import { BOARD_TEXT_WORDS as W } from './board-text.words';
import { emit } from '../common/events';
import { BOARD_WORDS as B } from './game-board.words';
import { NO_PRIVATE_CARDS, type LogEntry, type PrivateCards } from '../drivers/game-driver';
import { phaseName, phaseOf } from '../game/phase';
import { houseColor } from '../common/theme.styles';
import { areaName, houseCardSummary, houseName, restrictionName, trackName } from '../game/words';

/** Whether the view is open, kept on this device: a player who needs it opens it once. */
const OPEN_KEY = 'sealed-orders/board-text';

function storedOpen(): boolean {
  try {
    return globalThis.localStorage?.getItem(OPEN_KEY) === 'open';
  } catch {
    return false; // storage refused (a sandboxed frame): closed, as for a new player
  }
}

/** One area's sentences, as the area card says them. */
function facts(f: AreaFacts): string[] {
  return [
    ...(f.kind === 'sea' ? [B.sea] : f.kind === 'port' ? [B.port] : []),
    ...(f.units.length === 0 ? [B.noUnits] : f.units.flatMap((u) => [B.units(u.house, u.types), ...(u.routed > 0 ? [B.routed(u.routed)] : [])])),
    ...(f.order === null ? [] : [B.order(f.order.house, f.order.token)]),
    ...(f.powerToken === null ? [] : [B.powerToken(f.powerToken)]),
    ...(f.garrison === null ? [] : [B.garrison(f.garrison)]),
    ...(f.neutralForce === null ? [] : [B.neutral(f.neutralForce)]),
    ...(f.kind === 'land' ? [`${B.fortification(f.fortification)}.`, B.supply(f.supply), B.crowns(f.crowns)] : []),
    ...(f.home === null ? [] : [B.home(f.home)]),
  ];
}

/**
 * @fires board-pick - an area picked with Enter (or a click), as on the 3D board
 */
export class BoardTextElement extends LitElement {
  static override styles = boardTextStyles;

  /** The state as the board shows it (the draft drawn in: previewState). */
  @property({ attribute: false }) state: GameState | null = null;
  @property({ attribute: false }) me: House | null = null;
  /** The areas the decision can take now (the active panel's highlight). */
  @property({ attribute: false }) highlight: readonly AreaId[] = [];
  /** Face-down orders on the board (the 3D board's `selection.sealedOrders`). */
  @property({ attribute: false }) sealedOrders: readonly { readonly area: AreaId; readonly house: House }[] = [];
  @property({ attribute: false }) privateCards: PrivateCards = NO_PRIVATE_CARDS;
  /** The driver's log and what the game waits for: the live region follows them. */
  @property({ attribute: false }) log: readonly LogEntry[] = [];
  @property({ attribute: false }) pending: readonly Decision[] = [];

  @internal() private open = storedOpen();
  /** The area button that takes Tab (one stop for all of them; arrows move between them). */
  @internal() private focusArea: AreaId | null = null;
  /** What the live region says now; `n` counts the changes so each is new text. */
  @internal() private said: { readonly n: number; readonly lines: readonly string[] } = { n: 0, lines: [] };
  readonly #announcer = new Announcer();

  protected override willUpdate(changed: PropertyValues<this>): void {
    const state = this.state;
    if (state === null || !(changed.has('log') || changed.has('pending'))) return;
    const mine = this.me === null ? null : (this.pending.find((d) => d.house === this.me) ?? null);
    const lines = this.#announcer.next(this.log, mine, state);
    if (lines.length > 0) this.said = { n: this.said.n + 1, lines };
  }

  private toggle(): void {
    this.open = !this.open;
    try {
      globalThis.localStorage?.setItem(OPEN_KEY, this.open ? 'open' : 'closed');
    } catch {
      // not kept: the view still opens for this page
    }
  }

  private pick(area: AreaId): void {
    emit(this, 'board-pick', { kind: 'area', area });
  }

  /** The areas by who holds them (my house first, then the seat order, then nobody's), each group by name. */
  private groups(state: GameState): { house: House | null; areas: AreaFacts[] }[] {
    const sealed = new Map(this.sealedOrders.map((o) => [o.area, o.house]));
    const all = boardOfGame(state).ids.filter((a) => a in state.areas).map((a) => areaFacts(state, a, sealed.get(a) ?? null));
    const collator = new Intl.Collator(intlTag(activeLocale()));
    const houses = [...state.options.houses].sort((a, b) => Number(b === this.me) - Number(a === this.me));
    return [...houses, null]
      .map((house) => ({ house, areas: all.filter((f) => f.holder === house).sort((a, b) => collator.compare(areaName(a.area), areaName(b.area))) }))
      .filter((g) => g.areas.length > 0);
  }

  /** Arrow keys, Home and End go from area to area; Tab leaves the list. */
  private readonly onAreaKey = (e: KeyboardEvent, order: readonly AreaId[]): void => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const i = this.focusArea === null ? 0 : Math.max(0, order.indexOf(this.focusArea));
    const next =
      e.key === 'ArrowDown' ? Math.min(order.length - 1, i + 1) : e.key === 'ArrowUp' ? Math.max(0, i - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? order.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    this.focusArea = order[next] ?? null;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(`button.area[data-area="${this.focusArea}"]`)?.focus());
  };

  private renderAreas(state: GameState) {
    const groups = this.groups(state);
    const order = groups.flatMap((g) => g.areas.map((f) => f.area));
    const focus = this.focusArea !== null && order.includes(this.focusArea) ? this.focusArea : order[0];
    const lit = new Set(this.highlight);
    return html`<h3>${W.areas}</h3>
      <div class="areas" @keydown=${(e: KeyboardEvent) => this.onAreaKey(e, order)}>
        ${groups.map(
          (g) => html`<h4>
              ${g.house === null ? W.nobody(g.areas.length) : html`<span class="house-dot" style="background:${houseColor(g.house)}"></span>${W.heldBy(g.house, g.areas.length)}`}
            </h4>
            <ul>
              ${g.areas.map(
                (f) => html`<li class=${lit.has(f.area) ? 'lit' : ''}>
                  <button
                    class="area"
                    data-area=${f.area}
                    tabindex=${f.area === focus ? '0' : '-1'}
                    aria-describedby="facts-${f.area}"
                    @focus=${() => (this.focusArea = f.area)}
                    @click=${() => this.pick(f.area)}
                  >
                    ${areaName(f.area)}${lit.has(f.area) ? html` <span class="can">${W.canChoose}</span>` : nothing}
                  </button>
                  <span class="facts" id="facts-${f.area}">${facts(f).join(' ')}</span>
                </li>`,
              )}
            </ul>`,
        )}
      </div>`;
  }

  private renderTracks(state: GameState) {
    const usedToken = (track: (typeof TRACKS)[number]): boolean => {
      const token = DOMINANCE_TOKEN_OF_TRACK[track];
      return token === 'valyrian-steel-blade' ? state.bladeUsed : token === 'messenger-raven' ? state.ravenUsed : false;
    };
    return html`<h3>${W.tracks}</h3>
      <p>
        ${t('hud.round', { round: state.round })} · ${phaseName(phaseOf(state))} · ${W.threat(state.wildlingThreat, WILDLING_THREAT_MAX)}
        ${state.restriction === null ? nothing : html` · ${t('hud.ban', { ban: restrictionName(state.restriction) })}`}
      </p>
      ${TRACKS.map((track) => {
        const token = t(`hud.token.${DOMINANCE_TOKEN_OF_TRACK[track]}`);
        const first = state.tracks[track][0];
        return html`<h4>${trackName(track)}</h4>
          <ol class="track">
            ${state.tracks[track].map((h) => html`<li>${houseName(h)}</li>`)}
          </ol>
          ${first === undefined ? nothing : html`<p class="muted">${W.holds(usedToken(track) ? t('hud.tokenUsed', { token }) : token, first)}</p>`}`;
      })}`;
  }

  private renderHouses(state: GameState) {
    const houses = [...state.options.houses].sort((a, b) => Number(b === this.me) - Number(a === this.me));
    const cards = (list: readonly Parameters<typeof houseCardSummary>[0][]) => (list.length === 0 ? W.nothing : list.map((c) => houseCardSummary(c, state)).join(', '));
    const { tidesCard, wildlingTop } = this.privateCards;
    const known = this.me === null ? [] : [...(wildlingTop === null ? [] : [W.wildlingTop(wildlingTop)]), ...(tidesCard === null ? [] : [W.yourTides(tidesCard)])];
    return html`<h3>${W.houses}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">${t('hud.house')}</th>
            <th scope="col">${t('hud.power')}</th>
            <th scope="col">${t('hud.supply')}</th>
            <th scope="col">${t('hud.castles')}</th>
          </tr>
        </thead>
        <tbody>
          ${houses.map((house) => {
            const h = state.houses[house]!;
            return html`<tr>
              <th scope="row">${houseName(house)}</th>
              <td>${h.power}</td>
              <td>${h.supply}</td>
              <td>${victoryPoints(state, house)}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="hands">
        ${houses.map((house) => {
          const h = state.houses[house]!;
          return html`<dt>${houseName(house)}</dt>
            <dd>${W.hand} ${cards(h.hand)}</dd>
            <dd class="muted">${W.discarded} ${cards(h.discard)}</dd>`;
        })}
      </dl>
      ${known.length === 0
        ? nothing
        : html`<h4>${W.known}</h4>
            <ul class="known">
              ${known.map((line) => html`<li>${line}</li>`)}
            </ul>`}`;
  }

  protected override render() {
    const state = this.state;
    if (state === null) return nothing;
    const lit = this.highlight.filter((a) => a in state.areas);
    return html`<section aria-labelledby="board-text-heading">
      <h2 id="board-text-heading">
        <button class="toggle" aria-expanded=${this.open ? 'true' : 'false'} aria-controls=${this.open ? 'board-text-body' : nothing} @click=${() => this.toggle()}>${W.heading}</button>
      </h2>
      <div class="live" role="status" aria-live="polite">${this.said.lines.map((line) => html`<p data-said=${this.said.n}>${line}</p>`)}</div>
      ${this.open
        ? html`<div id="board-text-body">
            <p class="muted">${W.intro}</p>
            ${lit.length === 0
              ? nothing
              : html`<h3>${W.toChoose(lit.length)}</h3>
                  <ul class="choose">
                    ${lit.map((a) => html`<li><button class="choose" data-pick=${a} @click=${() => this.pick(a)}>${areaName(a)}</button></li>`)}
                  </ul>`}
            ${this.renderAreas(state)} ${this.renderTracks(state)} ${this.renderHouses(state)}
          </div>`
        : nothing}
    </section>`;
  }
}
