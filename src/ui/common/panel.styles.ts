// Styles shared by the panels: the frame of those beside the board, and the decision panels' content.
import { css } from 'lit';
import { theme } from './theme.styles';

export const panelStyles = [
  theme,
  css`
    :host {
      display: block;
    }
    p {
      margin: 4px 0 8px;
    }
    .hint {
      color: var(--so-muted);
      font-size: 12px;
    }
    .choices {
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    .choices button {
      text-align: start;
    }
    .row {
      display: flex;
      gap: 6px;
      align-items: center;
      flex-wrap: wrap;
    }
    .actions {
      display: flex;
      gap: 8px;
      margin-top: 10px;
      flex-wrap: wrap;
    }
    .violation {
      color: var(--so-danger);
      font-size: 12px;
    }
    .choices button.decline {
      background: transparent;
      color: var(--so-muted);
    }
    .choices.many {
      flex-direction: row;
      flex-wrap: wrap;
    }
    .bids {
      list-style: none;
      display: flex;
      flex-wrap: wrap;
      gap: 4px 12px;
      margin: 0 0 8px;
      padding: 0;
      font-size: 12px;
    }
    .cards .current {
      color: var(--so-accent);
      font-weight: 600;
    }
    .stats {
      color: var(--so-accent);
      font-weight: 600;
    }
    .card-text {
      display: block;
      color: var(--so-muted);
      font-size: 12px;
      font-weight: normal;
    }
  `,
];

/**
 * The frame of a panel beside the board (the HUD, the board as text, the decision panel, the chat,
 * the clocks): a block on the panel colour with rounded corners. A panel with a border or other
 * padding sets them in its own :host rule, after this one.
 */
export const panelChrome = css`
  :host {
    display: block;
    background: var(--so-panel);
    border-radius: var(--so-radius);
    padding: 8px;
  }
`;
