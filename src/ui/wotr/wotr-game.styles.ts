import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const wotrGameStyles = [
  theme,
  css`
    :host {
      display: block;
      padding: 12px;
    }
    h1 {
      margin: 0 0 4px;
      font-size: 22px;
      color: var(--so-accent);
    }
    h2 {
      margin: 0 0 6px;
      font-size: 16px;
      color: var(--so-accent);
    }
    .preview,
    .kept {
      margin: 0 0 8px;
      padding: 6px 10px;
      border-inline-start: 3px solid var(--so-accent);
      background: var(--so-panel);
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      gap: 10px;
      align-items: center;
      margin-bottom: 10px;
    }
    .status {
      font-weight: 600;
    }
    .failure {
      color: var(--so-danger);
    }
    .muted {
      color: var(--so-muted);
    }
    .certifying {
      font-style: italic;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
      gap: 12px;
      align-items: start;
    }
    @media (max-width: 800px) {
      .layout {
        grid-template-columns: 1fr;
      }
      /* One column: the decision (and the log) first, not 1,100 px down under the table. */
      .side {
        order: -1;
      }
    }
    .side {
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .side > * {
      background: var(--so-panel);
      border-radius: var(--so-radius);
      padding: 10px 12px;
    }
    .log ol {
      margin: 0;
      padding-inline-start: 2.4em;
      max-height: 24rem;
      overflow-y: auto;
    }
    .log li.round,
    .log li.winner {
      font-weight: 600;
      color: var(--so-accent);
    }
    .actions {
      display: flex;
      gap: 8px;
      flex-wrap: wrap;
    }
    button.primary {
      border-color: var(--so-accent);
    }
  `,
];
