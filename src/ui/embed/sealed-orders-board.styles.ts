import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const sealedOrdersBoardStyles = [
  theme,
  css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 320px;
      background: var(--so-bg);
      border-radius: var(--so-radius);
      overflow: hidden;
    }
    so-game-board {
      flex: 1;
      min-height: 240px;
    }
    .caption {
      padding: 4px 8px;
      font-size: 13px;
    }
    .failed {
      margin: auto;
      padding: 16px;
      font-size: 14px;
      text-align: center;
    }
    .events {
      margin: 0;
      padding: 0 8px 4px 24px;
      font-size: 12px;
      max-height: 8em;
      overflow-y: auto;
    }
    .controls {
      display: flex;
      gap: 4px;
      align-items: center;
      padding: 4px 8px 8px;
    }
    input[type='range'] {
      flex: 1;
    }
    .count {
      font-variant-numeric: tabular-nums;
      color: var(--so-muted);
      min-width: 5em;
      text-align: end;
    }
  `,
];
