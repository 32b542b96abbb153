import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const turnAlertsStyles = [
  theme,
  css`
    :host {
      display: block;
    }
    fieldset {
      border: 1px solid #3a4654;
      border-radius: var(--so-radius);
      margin: 0;
      padding: 4px 10px 8px;
      display: flex;
      flex-wrap: wrap;
      gap: 4px 14px;
      font-size: 13px;
    }
    legend {
      color: var(--so-muted);
    }
    label {
      display: flex;
      gap: 6px;
      align-items: center;
    }
    .problem {
      margin: 0;
      color: var(--so-danger);
      flex-basis: 100%;
    }
  `,
];
