import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const myGamesStyles = [
  theme,
  css`
    :host {
      display: block;
      max-width: 720px;
      margin: 0 auto;
      padding: 0 12px;
    }
    h2 {
      font-size: 16px;
      color: var(--so-accent);
      margin: 8px 0;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 6px;
    }
    .game {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: center;
      justify-content: space-between;
      background: var(--so-panel);
      border: 1px solid #3a4654;
      border-radius: var(--so-radius);
      padding: 8px 10px;
    }
    .what {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 0;
    }
    .houses {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 10px;
      font-size: 12px;
      color: var(--so-muted);
    }
    .house.mine {
      color: var(--so-text);
      font-weight: 600;
    }
    .house-dot {
      margin-inline-end: 4px;
    }
    .state {
      font-size: 13px;
    }
    .turn.mine {
      color: var(--so-accent);
      font-weight: 600;
    }
    .ago,
    .muted {
      color: var(--so-muted);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      align-items: center;
    }
    .warning {
      font-size: 12px;
      color: var(--so-muted);
      max-width: 22em;
    }
    .danger {
      border-color: var(--so-danger);
    }
    .problem {
      color: var(--so-danger);
    }
  `,
];
