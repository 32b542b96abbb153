// What the page says about its link before and during a game: the question before connecting
// through a broker the link chose, and the notice while a bot plays the player's own seat. The
// player's words are here, in one place (a translator's); <so-app> renders them.
import { css, html } from 'lit';
import { t } from '../../i18n/translate';

export const LINK_WORDS = {
  get brokerTitle() {
    return t('link.brokerTitle');
  },
  brokerText: (broker: string) => t('link.brokerText', { broker }),
  get brokerConnect() {
    return t('link.brokerConnect');
  },
  get brokerLeave() {
    return t('link.brokerLeave');
  },
  get botPlays() {
    return t('link.botPlays');
  },
  get takeBack() {
    return t('link.takeBack');
  },
};

/** Asks before the page connects through the broker a link named. */
export function brokerPrompt(broker: string, connect: () => void, leave: () => void) {
  return html`<section class="broker-prompt" role="alertdialog" aria-labelledby="broker-title" aria-describedby="broker-text">
    <h2 id="broker-title">${LINK_WORDS.brokerTitle}</h2>
    <p id="broker-text">${LINK_WORDS.brokerText(broker)}</p>
    <p class="broker-choice">
      <button class="broker-connect" @click=${connect}>${LINK_WORDS.brokerConnect}</button>
      <button class="broker-leave" @click=${leave}>${LINK_WORDS.brokerLeave}</button>
    </p>
  </section>`;
}

/** Says that a bot plays this page's seat, with the way back. */
export function botSeatNotice(takeBack: () => void) {
  return html`<p class="bot-seat" role="status">${LINK_WORDS.botPlays} <button class="take-back" @click=${takeBack}>${LINK_WORDS.takeBack}</button></p>`;
}

export const linkNoticeStyles = css`
  .broker-prompt {
    margin: auto;
    max-width: 34em;
    padding: 16px 20px;
    background: #2a2f3a;
    border: 1px solid #c9a227;
    border-radius: 8px;
  }
  .broker-prompt h2 {
    margin-top: 0;
  }
  .broker-choice {
    display: flex;
    gap: 12px;
  }
  .bot-seat {
    margin: 0;
    padding: 6px 10px;
    background: #4a3d12;
  }
`;
