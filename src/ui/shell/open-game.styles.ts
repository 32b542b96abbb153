import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const openGameStyles = [
  theme,
  css`
    :host {
      display: block;
      box-sizing: border-box;
      width: 100%;
      min-width: 0;
      max-width: 720px;
      margin: 0 auto;
      padding: 0 12px 12px;
    }
    h2 {
      font-size: 16px;
      color: var(--so-accent);
      margin: 8px 0 4px;
    }
    .hint {
      margin: 0 0 6px;
      color: var(--so-muted);
      font-size: 12px;
    }
    label {
      display: flex;
      gap: 8px;
      align-items: center;
      flex-wrap: wrap;
      margin: 4px 0;
    }
    input[type='file'] {
      max-width: 100%;
    }
    .url input {
      flex: 1;
      min-width: min(12em, 100%);
      box-sizing: border-box;
      background: var(--so-panel-2);
      border: 1px solid #4a5868;
      border-radius: var(--so-radius);
      padding: 4px 6px;
    }
  `,
];
