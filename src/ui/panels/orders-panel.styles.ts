import { css } from 'lit';
import { panelStyles } from '../common/panel.styles';

export const ordersPanelStyles = [
  panelStyles,
  css`
    .areas {
      list-style: none;
      margin: 0 0 8px;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    .areas li {
      display: flex;
      gap: 4px;
    }
    .area {
      flex: 1;
      display: flex;
      gap: 6px;
      align-items: baseline;
      text-align: start;
      flex-wrap: wrap;
    }
    .placed {
      margin-inline-start: auto;
      color: var(--so-accent);
    }
    .tray {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(46px, 1fr));
      gap: 4px;
    }
    .token {
      min-height: 44px;
      padding: 2px;
      font-weight: 600;
      font-size: 12px;
      border-radius: 10px;
      touch-action: none;
    }
    .token.used {
      opacity: 0.6;
      border-style: dashed;
    }
    .token.march { background: #5a3b2a; }
    .token.defense { background: #2d4a5e; }
    .token.support { background: #4a4a22; }
    .token.raid { background: #5a2a3a; }
    .token.consolidate-power { background: #3a3a5a; }
    .ghost {
      position: fixed;
      transform: translate(-50%, -50%);
      pointer-events: none;
      background: var(--so-accent);
      color: #000;
      font-weight: 700;
      border-radius: 50%;
      width: 44px;
      height: 44px;
      display: grid;
      place-items: center;
      z-index: 10;
    }
    /* Keyboard shortcuts mean nothing on a touch screen without a keyboard. */
    @media (pointer: coarse) {
      .keys {
        display: none;
      }
    }
  `,
];
