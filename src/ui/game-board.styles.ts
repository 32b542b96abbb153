import { css } from 'lit';
import { theme } from './theme.styles';

export const boardStyles = [
  theme,
  css`
    :host {
      display: block;
      position: relative;
      min-height: 200px;
      background: #16202a;
      overflow: hidden;
    }
    .stage {
      position: absolute;
      inset: 0;
    }
    canvas {
      display: block;
      width: 100%;
      height: 100%;
      touch-action: none;
    }
    .reset {
      position: absolute;
      right: 8px;
      top: 8px;
      opacity: 0.8;
    }
  `,
];
