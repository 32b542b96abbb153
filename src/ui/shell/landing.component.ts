// <so-landing>: the first page. What the game is and why it is different, in two lines, then four
// equal ways in: against bots (the <so-new-game> form, slotted in by the shell), a game for friends,
// a table open to strangers (the list of open tables), and opening a link (a friend's invitation,
// or a game of ours that resumes from its link).
import { html, LitElement, nothing } from 'lit';
import { state as internal } from 'lit/decorators.js';
import { openLink } from '../lobby/open-table-link';
import { linkTarget } from './landing-link';
import { landingStyles } from './landing.styles';
import { LANDING_WORDS as W } from './landing.words';

declare global {
  interface HTMLElementEventMap {
    /** The player wants a game with friends: the shell shows the lobby. */
    'request-friends': CustomEvent<null>;
    /** The player wants to see the tables open to strangers: the shell shows them. */
    'request-strangers': CustomEvent<null>;
  }
}

/**
 * @slot bots - the form of a game against bots (<so-new-game>)
 * @slot saved - the games saved in this browser (<so-my-games>)
 * @fires request-friends - "Create a game for friends"
 * @fires request-strangers - "See open tables"
 */
export class LandingElement extends LitElement {
  static override styles = landingStyles;

  @internal() private link = '';
  @internal() private problem = '';

  private open(e: Event): void {
    e.preventDefault();
    const target = linkTarget(this.link, location);
    if (!target.ok) {
      this.problem = target.reason;
      return;
    }
    openLink(target.href);
  }

  protected override render() {
    return html`<header>
        <h1>${W.title}</h1>
        <p class="what">${W.what}</p>
        <p class="why">${W.why}</p>
      </header>
      <section class="ways" aria-label=${W.waysIn}>
        <article class="way">
          <h2>${W.bots}</h2>
          <p class="muted">${W.botsText}</p>
          <slot name="bots"></slot>
        </article>
        <article class="way">
          <h2>${W.friends}</h2>
          <p class="muted">${W.friendsText}</p>
          <button class="primary friends" @click=${() => this.dispatchEvent(new CustomEvent('request-friends', { detail: null, bubbles: true, composed: true }))}>
            ${W.friendsButton}
          </button>
        </article>
        <article class="way">
          <h2>${W.strangers}</h2>
          <p class="muted">${W.strangersText}</p>
          <button class="primary strangers" @click=${() => this.dispatchEvent(new CustomEvent('request-strangers', { detail: null, bubbles: true, composed: true }))}>
            ${W.strangersButton}
          </button>
        </article>
        <article class="way">
          <h2>${W.open}</h2>
          <p class="muted">${W.openText}</p>
          <form class="open" @submit=${this.open}>
            <label>${W.linkLabel}
              <input name="link" type="text" dir="ltr" inputmode="url" autocomplete="off" placeholder=${W.linkPlaceholder} .value=${this.link}
                @input=${(e: Event) => { this.link = (e.target as HTMLInputElement).value; this.problem = ''; }} /></label>
            <button class="primary" type="submit" ?disabled=${this.link.trim() === ''}>${W.openButton}</button>
          </form>
          ${this.problem === '' ? nothing : html`<p class="problem" role="alert">${this.problem}</p>`}
          <slot name="saved"></slot>
        </article>
      </section>`;
  }
}
