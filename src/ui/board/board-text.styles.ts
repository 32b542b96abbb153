import { css } from 'lit';
import { panelChrome } from '../common/panel.styles';
import { theme } from '../common/theme.styles';

export const boardTextStyles = [
  theme,
  panelChrome,
  css`
    h2 {
      margin: 0;
      font-size: 14px;
    }
    h2 button {
      inline-size: 100%;
      text-align: start;
      font-weight: 600;
    }
    h2 button::before {
      content: '▸ ';
    }
    h2 button[aria-expanded='true']::before {
      content: '▾ ';
    }
    h3 {
      font-size: 13px;
      margin-block: 10px 4px;
      margin-inline: 0;
      color: var(--so-accent);
    }
    h4 {
      font-size: 13px;
      margin-block: 8px 2px;
      margin-inline: 0;
    }
    ul,
    ol {
      margin: 0;
      padding-inline-start: 1.2em;
    }
    .areas ul,
    ul.choose {
      list-style: none;
      padding: 0;
    }
    .areas li {
      padding-block: 3px;
      border-block-end: 1px solid #33404d;
    }
    .areas li.lit button {
      border-color: var(--so-accent);
    }
    button.area {
      min-height: 28px;
      padding: 2px 8px;
      font-weight: 600;
    }
    .can {
      font-weight: 400;
      color: var(--so-accent);
    }
    .facts {
      display: block;
      font-size: 12px;
      color: var(--so-muted);
    }
    ul.choose {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
    }
    .muted {
      color: var(--so-muted);
    }
    p {
      margin-block: 4px;
      margin-inline: 0;
    }
    table {
      border-collapse: collapse;
      font-size: 12px;
    }
    th,
    td {
      padding-block: 2px;
      padding-inline: 6px;
      text-align: start;
    }
    dl.hands {
      font-size: 12px;
      margin: 6px 0 0;
    }
    dl.hands dt {
      font-weight: 600;
      margin-block-start: 4px;
    }
    dl.hands dd {
      margin-inline-start: 1em;
    }
    .house-dot {
      display: inline-block;
      inline-size: 9px;
      block-size: 11px;
      clip-path: polygon(0 0, 100% 0, 100% 55%, 50% 100%, 0 55%);
      margin-inline-end: 4px;
    }
    /* The live region: read aloud, not shown (the log shows the same events). */
    .live {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `,
];
