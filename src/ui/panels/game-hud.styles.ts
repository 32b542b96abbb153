import { css } from 'lit';
import { panelChrome } from '../common/panel.styles';
import { theme } from '../common/theme.styles';

export const hudStyles = [
  theme,
  panelChrome,
  css`
    .summary {
      display: flex;
      gap: 12px;
      align-items: center;
      flex-wrap: wrap;
    }
    .toggle {
      margin-inline-start: auto;
      display: none;
    }
    .ban {
      color: var(--so-danger);
    }
    .westeros {
      margin: 4px 0 8px;
      font-size: 12px;
      color: var(--so-muted);
    }
    .threat {
      display: flex;
      gap: 2px;
      margin: 8px 0;
    }
    .threat span {
      flex: 1;
      text-align: center;
      font-size: 11px;
      padding: 2px 0;
      background: #333e4a;
      border-radius: 3px;
    }
    .threat span.on {
      background: #4e6f8f;
      color: #fff;
    }
    .tracks {
      display: grid;
      grid-template-columns: repeat(3, 1fr);
      gap: 8px;
    }
    .track h3 {
      font-size: 12px;
      margin: 0 0 2px;
      font-weight: 600;
    }
    .token {
      display: block;
      font-weight: normal;
      color: var(--so-accent);
      font-size: 11px;
    }
    .token.used {
      color: var(--so-muted);
      text-decoration: line-through;
    }
    ol {
      margin: 0;
      padding-inline-start: 1.4em;
      font-size: 12px;
    }
    table {
      width: 100%;
      border-collapse: collapse;
      margin-top: 8px;
      font-size: 12px;
    }
    caption {
      text-align: start;
      font-size: 11px;
    }
    th,
    td {
      text-align: start;
      padding: 3px 4px;
      border-bottom: 1px solid #3a4654;
      vertical-align: top;
    }
    .limits {
      font-size: 10px;
    }
    /* A house's name stays beside its colour (the supply's limits wrap instead). */
    tbody th {
      white-space: nowrap;
    }
    tr.me th {
      color: var(--so-accent);
    }
    summary {
      cursor: pointer;
    }
    .cards {
      margin: 2px 0 0;
      padding-inline-start: 1.1em;
    }
    .cards .discarded {
      color: var(--so-muted);
      text-decoration: line-through;
    }
    /* Phones: one line; the button shows the rest. */
    @media (max-width: 700px) {
      .toggle {
        display: inline-block;
      }
      .detail {
        display: none;
      }
      .detail.open {
        display: block;
      }
    }
  `,
];
