import { css } from 'lit';
import { panelChrome } from '../common/panel.styles';
import { theme } from '../common/theme.styles';

export const seatClocksStyles = [
  theme,
  panelChrome,
  css`
    :host {
      padding: 8px 10px;
      border: 1px solid #3a4654;
    }
    .summary {
      margin: 0 0 6px;
      font-weight: 600;
    }
    .seats {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 2px;
    }
    .seat {
      display: grid;
      grid-template-columns: 12px minmax(0, 1fr) auto auto;
      gap: 8px;
      align-items: center;
      padding: 2px 6px;
      border-radius: var(--so-radius);
      border-inline-start: 3px solid transparent;
    }
    .seat.waited {
      background: var(--so-panel-2);
      border-inline-start-color: var(--so-accent);
      font-weight: 600;
    }
    .seat.sealed .wait {
      color: var(--so-ok);
    }
    .seat.thinking .wait {
      animation: so-thinking 1.2s ease-in-out infinite;
    }
    @keyframes so-thinking {
      50% {
        opacity: 0.35;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .seat.thinking .wait {
        animation: none;
      }
    }
    .seat.timed-out .wait {
      color: var(--so-danger);
    }
    .seat.replaced .wait {
      color: var(--so-muted);
    }
    /* An absent house: the votes to replace it and this page's button, on a line of its own. */
    .absence {
      grid-column: 2 / -1;
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: center;
      font-weight: normal;
    }
    .absence .absent {
      color: var(--so-danger);
    }
    /* The link to send a substitute: in the theme's accent, readable on the dark panel. */
    .absence .substitute-link {
      color: var(--so-accent);
    }
    .seat.idle {
      color: var(--so-muted);
    }
    .you,
    .wait {
      color: var(--so-muted);
      font-weight: normal;
    }
    .time {
      min-width: 4em;
      white-space: nowrap;
      text-align: end;
      font-variant-numeric: tabular-nums;
    }
  `,
];
