import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const appShellStyles = [
  theme,
  css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100vh;
      height: 100dvh;
      background: var(--so-bg);
    }
    so-landing,
    so-link-arrival {
      margin: auto;
      min-height: 0;
      overflow-y: auto;
    }
    header.language {
      background: none;
      display: flex;
      justify-content: flex-end;
      padding-block: 6px 0;
      padding-inline: 10px;
      color: var(--so-muted);
    }
    so-my-games {
      padding-bottom: 16px;
    }
    header {
      display: flex;
      gap: 12px;
      align-items: center;
      padding: 6px 10px;
      background: #151d25;
      flex-wrap: wrap;
    }
    .title {
      margin: 0;
      font-size: inherit;
      color: var(--so-accent);
    }
    .status {
      flex: 1;
      color: var(--so-muted);
      min-width: 8em;
    }
    .failure {
      margin: 0;
      padding: 6px 10px;
      background: #5a2020;
    }
    .switch,
    .resuming {
      text-align: center;
      margin: 12px;
    }
    .rematch-wait {
      max-width: 34rem;
      margin: 12px auto;
      padding: 0 12px;
      text-align: center;
    }
    main {
      flex: 1;
      min-height: 0;
      display: grid;
      grid-template-columns: minmax(0, 1fr) 380px;
    }
    main.setup {
      display: flex;
      flex-direction: column;
      overflow-y: auto;
    }
    /* War of the Ring's page (<so-wotr-game>): the whole width, scrolling. */
    main.wotr {
      display: block;
      overflow-y: auto;
    }
    .board {
      min-height: 0;
    }
    .side {
      display: flex;
      flex-direction: column;
      gap: 8px;
      padding: 8px;
      overflow-y: auto;
      min-height: 0;
    }
    /* The log takes the height left in the side column and scrolls inside it. */
    so-game-log {
      flex: 1 1 0;
      min-height: 180px;
    }
    /* Phones and narrow windows: the board on top, the panels below it; the page scrolls. */
    @media (max-width: 800px) {
      :host {
        height: auto;
        min-height: 100vh;
      }
      main {
        display: flex;
        flex-direction: column;
      }
      .board {
        height: 58vh;
      }
      .side {
        overflow: visible;
      }
      /* As tall as its lines, up to 40% of the screen (an empty log was a 40vh empty box). */
      so-game-log {
        flex: none;
        min-height: 0;
        max-height: 40vh;
      }
    }
  `,
];
