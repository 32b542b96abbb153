import { css } from 'lit';
import { cardFormStyles } from '../common/card-form.styles';
import { relayFieldStyles } from './relay-field';
import { theme } from '../common/theme.styles';

export const openTablesStyles = [
  theme,
  cardFormStyles,
  relayFieldStyles,
  css`
    section.card {
      max-width: 40rem;
    }
    ul.tables {
      margin: 0;
      padding: 0;
      list-style: none;
      display: flex;
      flex-direction: column;
      gap: 8px;
    }
    li.table {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 4px 12px;
      padding: 8px 10px;
      border: 1px solid #4a5868;
      border-radius: var(--so-radius);
    }
    li.table .name {
      font-weight: bold;
    }
    .broker {
      overflow-wrap: anywhere;
      flex-basis: 100%;
    }
    a.join {
      margin-inline-start: auto;
      color: var(--so-accent);
      font-weight: bold;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .error {
      color: var(--so-danger);
    }
  `,
];
