import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const wotrTableStyles = [
  theme,
  css`
    :host {
      display: block;
    }
    .table {
      background: var(--so-panel);
      border-radius: var(--so-radius);
      padding: 12px 16px;
    }
    h2,
    h3,
    h4 {
      margin: 10px 0 4px;
      color: var(--so-accent);
    }
    h2 {
      margin-top: 0;
      font-size: 18px;
    }
    h3 {
      font-size: 15px;
    }
    h4 {
      font-size: 13px;
    }
    p {
      margin: 4px 0;
    }
    ul {
      margin: 2px 0;
      padding-inline-start: 20px;
    }
    .muted {
      color: var(--so-muted);
    }
    .seats {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
      gap: 12px;
    }
    .seat {
      background: var(--so-panel-2);
      border-radius: var(--so-radius);
      padding: 8px 12px;
    }
    .seat.mine {
      outline: 1px solid var(--so-accent);
    }
    .location .name {
      font-weight: 600;
    }
  `,
];
