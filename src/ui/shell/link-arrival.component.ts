// <so-link-arrival>: what someone arriving by a friend's link reads around the lobby (<so-lobby>,
// slotted in by the shell): that it is an invitation, where the lobby shows whose table it is and
// which seats are free, and what to do, step by step (joined from the open tables, it says so:
// nobody sent this player the link). Opened by a substitute link
// (substitute-link.ts), it says instead which house the page is asked to take over, and how.
import { html, LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { House } from '../../../engine/index';
import { t } from '../../i18n/translate';
import { houseName } from '../game/words';
import { landingStyles } from './landing.styles';
import { ARRIVAL_WORDS as W, arrivalSteps } from './landing.words';

/** @slot - the lobby (<so-lobby>) */
export class LinkArrivalElement extends LitElement {
  static override styles = landingStyles;

  /** The house a substitute link asks this page to take over (substitute-link.ts), or null: an invitation to a table. */
  @property({ attribute: false }) substitute: House | null = null;
  /** Joined from the open tables (`<so-open-tables>`): a stranger's table chosen from the list, not a link someone sent. */
  @property({ attribute: false }) fromOpenTables = false;

  protected override render() {
    const house = this.substitute;
    if (house !== null) {
      return html`<section class="arrival" aria-labelledby="arrival-title">
        <h1 id="arrival-title">${t('arrival.substituteTitle', { house: houseName(house) })}</h1>
        <p class="what">${t('arrival.substituteLead', { house: houseName(house) })}</p>
        <slot></slot>
      </section>`;
    }
    return html`<section class="arrival" aria-labelledby="arrival-title">
      <h1 id="arrival-title">${this.fromOpenTables ? t('arrival.openTableTitle') : W.title}</h1>
      <p class="what">${this.fromOpenTables ? t('arrival.openTableLead') : W.lead}</p>
      <ol class="steps">
        ${arrivalSteps().map((s) => html`<li>${s}</li>`)}
      </ol>
      <p class="muted">${W.watch}</p>
      <slot></slot>
    </section>`;
  }
}
