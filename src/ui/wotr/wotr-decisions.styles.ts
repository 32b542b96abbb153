import { css } from 'lit';
import { panelStyles } from '../common/panel.styles';

export const wotrDecisionsStyles = [
  panelStyles,
  css`
    h2 {
      margin: 0 0 6px;
      font-size: 16px;
      color: var(--so-accent);
    }
    .muted,
    .path {
      color: var(--so-muted);
    }
    .ask {
      font-weight: 600;
    }
    .explain {
      font-size: 13px;
      color: var(--so-muted);
    }
    .explain p {
      margin: 2px 0;
    }
    .picks {
      list-style: none;
      margin: 4px 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    .picks label {
      display: flex;
      gap: 6px;
      align-items: center;
    }
    button.primary {
      border-color: var(--so-accent);
    }
  `,
];
