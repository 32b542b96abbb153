import { css } from 'lit';
import { cardFormStyles } from '../common/card-form.styles';
import { theme } from '../common/theme.styles';
import { relayFieldStyles } from './relay-field';

export const lobbyPanelStyles = [
  theme,
  cardFormStyles,
  relayFieldStyles,
  css`
    section.card {
      max-width: 34rem;
    }
    input:not([type='checkbox']),
    textarea {
      padding: 4px 6px;
      border: 1px solid #4a5868;
      border-radius: var(--so-radius);
      background: var(--so-bg);
    }
    .share input.link {
      flex: 1;
      min-width: 0;
    }
    .row {
      display: flex;
      gap: 8px;
    }
    fieldset {
      display: flex;
      flex-direction: column;
      gap: 8px;
      border: 1px solid #4a5868;
      border-radius: var(--so-radius);
    }
    input[type='number'] {
      width: 6rem;
    }
    /* A time limit: its label and number, then its unit on the same line (the label is a flex box of
       its own, so in a column the unit select fell under it). The label's words take what is left. */
    .deadline {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .deadline label {
      flex: 1;
    }
    .relays-summary {
      overflow-wrap: anywhere;
    }
    ol.seats {
      margin: 0;
      padding: 0;
      list-style: none;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    li.seat {
      display: grid;
      grid-template-columns: 1fr 9rem 6rem 6rem;
      align-items: center;
      gap: 8px;
      padding: 6px 8px;
      background: var(--so-panel-2);
      border-radius: var(--so-radius);
    }
    .table-look .table {
      margin: 0;
    }
    ul.looked-seats {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 2px;
    }
    ul.looked-seats li {
      display: flex;
      gap: 8px;
      padding: 2px 8px;
      background: var(--so-panel-2);
      border-radius: var(--so-radius);
    }
    ul.looked-seats li.free {
      outline: 1px dashed var(--so-accent);
    }
    ul.looked-seats .house {
      margin-inline-start: auto;
      color: var(--so-muted);
    }
    .bot-level {
      margin-inline-start: 0.4em;
      color: var(--so-muted);
    }
    li.seat.me {
      outline: 1px solid var(--so-accent);
    }
    .ready.yes {
      color: var(--so-ok);
    }
    .muted,
    .watching,
    .summary {
      color: var(--so-muted);
      margin: 0;
    }
    .error {
      color: var(--so-danger);
      margin: 0;
    }
    .code {
      font-family: ui-monospace, monospace;
      color: var(--so-accent);
    }
    @media (max-width: 520px) {
      li.seat {
        grid-template-columns: 1fr 1fr;
      }
    }
  `,
];
