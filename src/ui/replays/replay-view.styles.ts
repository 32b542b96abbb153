import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const replayViewStyles = [
  theme,
  css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      flex: 1;
    }
    .page {
      display: flex;
      flex-direction: column;
      flex: 1;
      min-height: 0;
    }
    header {
      display: flex;
      gap: 12px;
      align-items: center;
      justify-content: space-between;
      padding: 6px 10px;
      background: #151d25;
    }
    h1 {
      margin: 0;
      font-size: 16px;
      color: var(--so-accent);
    }
    h2 {
      font-size: 13px;
      margin: 6px 0 4px;
    }
    .verdict {
      margin: 0;
      padding: 6px 10px;
      border-inline-start: 4px solid var(--so-muted);
      background: var(--so-panel);
    }
    .verdict.certified {
      border-inline-start-color: var(--so-ok);
    }
    .verdict.cheated,
    .verdict.failed,
    .verdict.invalid-file {
      border-inline-start-color: var(--so-danger);
    }
    .verdict.incomplete {
      border-inline-start-color: var(--so-accent);
    }
    pre {
      margin: 4px 0 0;
      white-space: pre-wrap;
      font-size: 12px;
      color: var(--so-muted);
    }
    .body {
      flex: 1;
      min-height: 0;
      display: grid;
      grid-template-columns: minmax(0, 1fr) 380px;
    }
    .board {
      min-height: 0;
    }
    .side {
      display: flex;
      flex-direction: column;
      gap: 6px;
      padding: 8px;
      overflow-y: auto;
      min-height: 0;
    }
    .controls {
      display: flex;
      gap: 6px;
      align-items: center;
    }
    .slider {
      flex: 1;
    }
    .step {
      margin: 0;
      font-weight: 600;
    }
    .hint,
    .muted {
      margin: 0;
      color: var(--so-muted);
      font-size: 12px;
    }
    .stopped {
      color: var(--so-danger);
    }
    .events ul {
      margin: 0;
      padding-inline-start: 18px;
    }
    so-game-log {
      flex: 1 1 0;
      min-height: 160px;
    }
    @media (max-width: 800px) {
      .body {
        display: flex;
        flex-direction: column;
      }
      .board {
        height: 58vh;
      }
    }
  `,
];
