// <so-link-arrival>: what someone arriving by a friend's link reads around the lobby (<so-lobby>,
// slotted in by the shell): that it is an invitation, where the lobby shows whose table it is and
// which seats are free, and what to do, step by step.
import { html, LitElement } from 'lit';
import { landingStyles } from './landing.styles';
import { ARRIVAL_WORDS as W, arrivalSteps } from './landing.words';

/** @slot - the lobby (<so-lobby>) */
export class LinkArrivalElement extends LitElement {
  static override styles = landingStyles;

  protected override render() {
    return html`<section class="arrival" aria-labelledby="arrival-title">
      <h1 id="arrival-title">${W.title}</h1>
      <p class="what">${W.lead}</p>
      <ol class="steps">
        ${arrivalSteps().map((s) => html`<li>${s}</li>`)}
      </ol>
      <p class="muted">${W.watch}</p>
      <slot></slot>
    </section>`;
  }
}
