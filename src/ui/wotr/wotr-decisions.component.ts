// <so-wotr-decisions>: this seat's open decision, every legal move reachable by keyboard. The moves
// are the driver's offered moves (the engine's `legalMoves`); the panel only words them, step by step
// (`moveSteps`: an action, then a card, a target, a cost), or as a set of cards picked together with
// checkboxes (a setup cycle, a winnow, casualties) whose Confirm is enabled only when the set is one
// of the offered moves. A new decision puts the focus on its first control when the focus was lost
// (the button pressed is gone). Under the heading, a line for each of the game's terms the step
// offers (cycle, forsake, winnow, eliminate, a play's cost: `explanations`), so a player who has not
// read the rules knows what a choice does; the section is described by them for a screen reader.
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state as internal } from 'lit/decorators.js';
import type { Move, Ref, WotrState } from '../../../wotr/index';
import type { WotrDecision } from '../../games/wotr';
import { t } from '../../i18n/translate';
import { emit } from '../common/events';
import type { HandCard } from './wotr-driver';
import './wotr-events';
import { wotrDecisionsStyles } from './wotr-decisions.styles';
import { askFor, cardName, explanations, locationName, moveSteps, refName, type ChoiceStep } from './wotr-words';

type Keyed = Extract<ChoiceStep, { key: string }>;
const isSet = (s: ChoiceStep | undefined): s is Extract<ChoiceStep, { set: readonly Ref[] }> => s !== undefined && 'set' in s;
/** The order the panel offers a turn's actions in (other steps keep the engine's order: not in this list, they compare equal). */
const ACTION_ORDER = ['action:play', 'action:move', 'action:cycle', 'action:winnow', 'action:ring', 'action:no-agreement', 'action:pass'];
const sameSet = (a: readonly Ref[], b: ReadonlySet<Ref>): boolean => a.length === b.size && a.every((r) => b.has(r));

/** @fires request-wotr-move - the player's move (detail: { move }), one of `offered` */
export class WotrDecisionsElement extends LitElement {
  static override styles = wotrDecisionsStyles;

  @property({ attribute: false }) state: WotrState | null = null;
  @property({ attribute: false }) decision: WotrDecision | null = null;
  @property({ attribute: false }) offered: readonly Move[] = [];
  @property({ attribute: false }) hand: readonly HandCard[] = [];
  /** The steps taken so far (their keys). */
  @internal() private chosen: readonly string[] = [];
  @internal() private picked: ReadonlySet<Ref> = new Set();

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('offered')) {
      this.chosen = [];
      this.picked = new Set();
    }
  }

  protected override updated(): void {
    // The focus was on a control this render removed: put it on the first one of what is shown now.
    const active = document.activeElement;
    if ((active === null || active === document.body) && this.offered.length > 0) this.renderRoot.querySelector<HTMLElement>('button:not([disabled]), input')?.focus();
  }

  /** The engine's decision kind ('' for the dealer's and the lot). */
  private kindOf(d: WotrDecision): string {
    return d.kind === 'deal' || d.kind === 'open' || d.kind === 'recycle' || d.kind === 'halt' || d.kind === 'lot' ? '' : d.engine.kind;
  }

  private heading(s: WotrState, d: WotrDecision): string {
    if (d.kind === 'deal' || d.kind === 'open' || d.kind === 'recycle' || d.kind === 'halt' || d.kind === 'lot') return '';
    const e = d.engine;
    switch (e.kind) {
      case 'setup-cycle':
        return t('wotr.decision.setup-cycle', { count: e.count });
      case 'take':
      case 'remove':
        return t(`wotr.decision.${e.kind}`, { card: cardName(s, e.card) });
      case 'casualties':
        return t('wotr.decision.casualties', { location: locationName(s, e.location), remaining: e.remaining });
      case 'lot':
        return '';
      default:
        return t(`wotr.decision.${e.kind}`);
    }
  }

  private send(move: Move): void {
    emit(this, 'request-wotr-move', { move });
  }

  protected override render() {
    const s = this.state;
    const d = this.decision;
    if (s === null || d === null || this.offered.length === 0) return html`<p class="muted">${t('wotr.noChoice')}</p>`;
    const paths = this.offered.map((move) => ({ move, steps: moveSteps(s, move, this.hand) }));
    const depth = this.chosen.length;
    const matching = paths.filter((p) => this.chosen.every((k, i) => { const st = p.steps[i]; return st !== undefined && !isSet(st) && st.key === k; }));
    const next = matching.map((p) => p.steps[depth]);
    const back = depth > 0 ? html`<button class="back" @click=${() => { this.chosen = this.chosen.slice(0, -1); this.picked = new Set(); }}>${t('wotr.back')}</button>` : nothing;
    // Cards picked together (every card of any offered set; Confirm when the set picked is one of them), and the other steps as buttons.
    const sets = next.filter(isSet);
    const refs = [...new Set(sets.flatMap((x) => x.set))];
    const done = matching.find((p) => { const st = p.steps[depth]; return isSet(st) && sameSet(st.set, this.picked); });
    const options: Keyed[] = [];
    for (const st of next) if (st !== undefined && !isSet(st) && !options.some((o) => o.key === st.key)) options.push(st);
    // The actions in a fixed order, the most used first (the engine lists pass first).
    options.sort((a, b) => ACTION_ORDER.indexOf(a.key) - ACTION_ORDER.indexOf(b.key));
    const choose = (key: string): void => {
      const complete = matching.find((p) => p.steps.length === depth + 1 && !isSet(p.steps[depth]) && (p.steps[depth] as Keyed).key === key);
      if (complete !== undefined) this.send(complete.move);
      else this.chosen = [...this.chosen, key];
    };
    const picker =
      sets.length === 0
        ? nothing
        : html`<p>${t('wotr.pickCards')}</p>
            <ul class="picks">
              ${refs.map(
                (ref) => html`<li><label><input type="checkbox" .checked=${this.picked.has(ref)} @change=${(e: Event) => {
                  const picked = new Set(this.picked);
                  if ((e.target as HTMLInputElement).checked) picked.add(ref);
                  else picked.delete(ref);
                  this.picked = picked;
                }} /> ${refName(s, ref, this.hand)}</label></li>`,
              )}
            </ul>
            <div class="actions"><button class="primary confirm" ?disabled=${done === undefined} @click=${() => done !== undefined && this.send(done.move)}>${t('wotr.confirm')}</button></div>`;
    const buttons =
      options.length === 0
        ? nothing
        : html`${sets.length === 0 ? html`<p class="ask">${askFor(options[0]!.key)}</p>` : nothing}
            <div class="choices">${options.map((o) => html`<button class="choice" @click=${() => choose(o.key)}>${o.label}</button>`)}</div>`;
    const body = html`${picker}${buttons}${back === nothing ? nothing : html`<div class="actions">${back}</div>`}`;
    const explained = explanations(this.kindOf(d), this.chosen, options.map((o) => o.key));
    return html`<section aria-labelledby="decision-title" aria-describedby=${explained.length > 0 ? 'decision-explain' : nothing}>
      <h2 id="decision-title">${this.heading(s, d)}</h2>
      ${this.chosen.length > 0 ? html`<p class="path">${this.chosen.map((k) => paths.flatMap((p) => p.steps).find((st): st is Keyed => !isSet(st) && st.key === k)?.label ?? '').join(' · ')}</p>` : nothing}
      ${explained.length > 0 ? html`<div class="explain" id="decision-explain">${explained.map((line) => html`<p>${line}</p>`)}</div>` : nothing}
      ${body}
    </section>`;
  }
}

