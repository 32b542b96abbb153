import { css } from 'lit';
import { theme } from '../common/theme.styles';

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
    .stage:focus-visible {
      outline-offset: -3px;
    }
    .card {
      position: absolute;
      z-index: 2;
      max-width: 17rem;
      padding: 8px 10px;
      background: #141b22ee;
      border: 1px solid var(--so-accent);
      border-radius: var(--so-radius);
      pointer-events: none;
      font-size: 13px;
    }
    .card .name {
      color: var(--so-accent);
      font-size: 15px;
    }
    .card ul {
      margin: 4px 0 0;
      padding: 0;
      list-style: none;
    }
    .live {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    .reset {
      position: absolute;
      inset-inline-end: 8px;
      top: 8px;
      opacity: 0.8;
    }
  `,
];
