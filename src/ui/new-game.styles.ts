import { css } from 'lit';
import { theme } from './theme.styles';

export const newGameStyles = [
  theme,
  css`
    :host {
      display: block;
    }
    form {
      display: flex;
      flex-direction: column;
      gap: 12px;
      max-width: 22rem;
      margin: 0 auto;
      padding: 20px;
      background: var(--so-panel);
      border-radius: var(--so-radius);
    }
    h1 {
      margin: 0;
      font-size: 24px;
      color: var(--so-accent);
    }
    label {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 8px;
    }
    label.check {
      justify-content: flex-start;
    }
    button.primary {
      min-height: 44px;
      font-size: 16px;
    }
  `,
];
