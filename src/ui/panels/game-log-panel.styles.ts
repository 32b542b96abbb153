import { css } from 'lit';
import { theme } from '../common/theme.styles';

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
    /* What just moved on the board: a flash that fades as the board's motion ends. */
    li.fresh {
      border-radius: 2px;
      animation: so-log-fresh 2s ease-out both;
    }
    @keyframes so-log-fresh {
      from {
        background: color-mix(in srgb, var(--so-accent) 45%, transparent);
        color: var(--so-text, inherit);
      }
      to {
        background: color-mix(in srgb, var(--so-accent) 12%, transparent);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      li.fresh {
        animation: none;
        background: color-mix(in srgb, var(--so-accent) 20%, transparent);
      }
    }
    li.combat-result {
      color: inherit;
      font-weight: 600;
      border-inline-start: 2px solid var(--so-accent);
      padding-inline-start: calc(1em - 2px);
    }
  `,
];
