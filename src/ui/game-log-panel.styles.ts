import { css } from 'lit';
import { theme } from './theme.styles';

export const gameLogStyles = [
  theme,
  css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      background: var(--so-panel);
      border-radius: var(--so-radius);
      padding: 8px;
    }
    h3 {
      font-size: 13px;
      margin: 0 0 4px;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      overflow-y: auto;
      flex: 1;
      min-height: 80px;
      font-size: 12px;
    }
    li {
      padding: 1px 0;
    }
    li.event {
      color: var(--so-muted);
      padding-inline-start: 1em;
    }
    li.combat-result {
      color: inherit;
      font-weight: 600;
      border-inline-start: 2px solid var(--so-accent);
      padding-inline-start: calc(1em - 2px);
    }
  `,
];
