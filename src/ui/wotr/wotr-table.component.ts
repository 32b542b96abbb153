// <so-wotr-table>: War of the Ring's table in words — the round and step, the scores, each seat's
// hand (this seat's cards by name, the other's count), deck, cycle and eliminated piles, reserve and
// Ring tokens, the Shadow's corruption, the locations in play with the cards on them, and the decks
// of locations. It shows what it is given and decides nothing.
import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { score, teamOfFaction, type ActiveLocation, type InPlay, type WotrState } from '../../../wotr/index';
import { listOf, t } from '../../i18n/translate';
import type { HandCard } from './wotr-driver';
import { wotrTableStyles } from './wotr-table.styles';
import { cardName, locationName, seatName, teamName } from './wotr-words';

/** Step words by the state's step kind. */
const STEP = { 'setup-cycle': 'wotr.step.setup-cycle', location: 'wotr.step.location', action: 'wotr.step.action', combat: 'wotr.step.combat', over: 'wotr.step.over' } as const;

export class WotrTableElement extends LitElement {
  static override styles = wotrTableStyles;

  /** The engine's state (public facts only). */
  @property({ attribute: false }) state: WotrState | null = null;
  /** This page's seat. */
  @property({ type: Number }) me = 0;
  /** This seat's hand as its player knows it. */
  @property({ attribute: false }) hand: readonly HandCard[] = [];

  private cardWords(s: WotrState, c: InPlay): string {
    const owner = seatName(s.seats[c.owner]!.name);
    let words = t('wotr.cardOf', { card: cardName(s, c.card), seat: owner });
    if (c.items.length > 0) words = t('wotr.wielding', { card: words, items: listOf(c.items.map((i) => cardName(s, i.card))) });
    const tk = c.tokens;
    if (tk.bgAtk + tk.bgDef + tk.pAtk + tk.pDef > 0) words = t('wotr.tokens', { card: words, bgAtk: tk.bgAtk, bgDef: tk.bgDef, pAtk: tk.pAtk, pDef: tk.pDef });
    return words;
  }

  private renderLocation(s: WotrState, a: ActiveLocation) {
    const l = s.locations.find((x) => x.id === a.id)!;
    const head =
      l.kind === 'battleground'
        ? t('wotr.battleground', { location: locationName(s, l.id), team: teamName(l.side), vp: l.vp, def: a.ignorePrintedDef ? 0 : (l.def ?? 0) })
        : t('wotr.path', { location: locationName(s, l.id), number: l.number, vp: l.vp, def: l.def ?? 0 });
    return html`<li class="location">
      <span class="name">${head}</span>
      ${a.cards.length === 0 ? html`<span class="muted">${t('wotr.locationEmpty')}</span>` : html`<ul>${a.cards.map((c) => html`<li>${this.cardWords(s, c)}</li>`)}</ul>`}
    </li>`;
  }

  private renderSeat(s: WotrState, at: number) {
    const seat = s.seats[at]!;
    const mine = at === this.me;
    // A card's icons, each named ([WOTR-CARD-04]): path icons defend for the Free Peoples and attack for the Shadow; leadership only on the cards that have it.
    const facts = (id: string) => {
      const c = s.cards.find((x) => x.id === id);
      if (c === undefined) return cardName(s, id);
      const words = t('wotr.cardFacts', { card: cardName(s, id), type: t(`wotr.type.${c.type}`), bgAtk: c.bgAtk, bgDef: c.bgDef, team: teamOfFaction(c.faction), pathIcons: c.pathIcons });
      return c.leadAtk + c.leadDef > 0 ? t('wotr.cardLeadership', { facts: words, leadAtk: c.leadAtk, leadDef: c.leadDef }) : words;
    };
    const leads = this.hand.some((h) => { const c = h.card === null ? undefined : s.cards.find((x) => x.id === h.card); return c !== undefined && c.leadAtk + c.leadDef > 0; });
    return html`<section class="seat ${mine ? 'mine' : ''}" aria-labelledby="seat-${at}">
      <h3 id="seat-${at}">${t('wotr.seatOfTeam', { seat: seatName(seat.name), team: teamName(seat.team) })}</h3>
      <p>${t('wotr.handCount', { count: seat.hand.length })}</p>
      ${mine
        ? html`<h4>${t('wotr.myHand')}</h4>
            <ul class="hand">
              ${this.hand.map((c) => html`<li>${c.card === null ? t('wotr.unknownCard') : facts(c.card)}</li>`)}
            </ul>
            ${leads ? html`<p class="muted note">${t('wotr.explain.leadership')}</p>` : nothing}`
        : nothing}
      <p>${t('wotr.deckCount', { count: seat.deck.length })} · ${t('wotr.cycleCount', { count: seat.cycle.length })} · ${t('wotr.eliminatedCount', { count: seat.eliminated.length })}</p>
      ${seat.ringTokens > 0 ? html`<p>${t('wotr.ringTokens', { count: seat.ringTokens })}</p>` : nothing}
      <h4>${t('wotr.reserve')}</h4>
      ${seat.reserve.length === 0 ? html`<p class="muted">${t('wotr.reserveEmpty')}</p>` : html`<ul class="reserve">${seat.reserve.map((c) => html`<li>${this.cardWords(s, c)}</li>`)}</ul>`}
    </section>`;
  }

  protected override render() {
    const s = this.state;
    if (s === null) return nothing;
    const active = [...s.battlegrounds, ...(s.path === null ? [] : [s.path])];
    const won = (team: 'fp' | 'shadow') => s.scoring[team].won.map((id) => locationName(s, id));
    return html`<section class="table" aria-labelledby="table-title">
      <h2 id="table-title">${t('wotr.tableTitle')}</h2>
      <p class="round">${t('wotr.round', { round: s.round })} · ${t(STEP[s.step.kind])}</p>
      <p class="score">${t('wotr.score', { fp: score(s, 'fp'), shadow: score(s, 'shadow') })}</p>
      ${(['fp', 'shadow'] as const).map((team) => {
        const parts = [...(won(team).length > 0 ? [t('wotr.won', { locations: listOf(won(team)) })] : []), ...(team === 'shadow' && s.scoring.shadow.corruption > 0 ? [t('wotr.corruption', { count: s.scoring.shadow.corruption })] : [])];
        return parts.length === 0 ? nothing : html`<p>${teamName(team)} — ${parts.join(' · ')}</p>`;
      })}
      <h3>${t('wotr.inPlay')}</h3>
      ${active.length === 0 ? html`<p class="muted">${t('wotr.noLocation')}</p>` : html`<ul class="locations">${active.map((a) => this.renderLocation(s, a))}</ul>`}
      <p class="muted">${t('wotr.pathDeck', { count: s.pathDeck.length })} · ${t('wotr.bgDecks', { fp: s.battlegroundDecks.fp.length, shadow: s.battlegroundDecks.shadow.length })}</p>
      <div class="seats">${s.seats.map((_, i) => this.renderSeat(s, i))}</div>
    </section>`;
  }
}
