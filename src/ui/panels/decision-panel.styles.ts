import { css } from 'lit';
import { panelChrome } from '../common/panel.styles';
import { theme } from '../common/theme.styles';

export const decisionPanelStyles = [
  theme,
  panelChrome,
  css`
    :host {
      padding: 10px;
      border: 1px solid #3a4654;
    }
    h2 {
      font-size: 16px;
      margin: 0 0 6px;
      color: var(--so-accent);
    }
    h3 {
      font-size: 13px;
      margin: 0 0 4px;
    }
    .timed-out {
      margin: 4px 0;
      padding: 6px 8px;
      border-inline-start: 3px solid var(--so-accent);
    }
    .waiting {
      display: flex;
      gap: 8px;
      align-items: center;
      margin: 4px 0;
    }
    .spinner {
      width: 12px;
      height: 12px;
      border: 2px solid var(--so-muted);
      border-top-color: var(--so-accent);
      border-radius: 50%;
      animation: spin 1s linear infinite;
      flex: none;
    }
    @keyframes spin {
      to {
        transform: rotate(360deg);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .spinner {
        animation: none;
      }
    }
    .battle {
      background: #3a2a2a;
      border-radius: var(--so-radius);
      padding: 6px 8px;
      margin-bottom: 8px;
    }
    .sides {
      display: flex;
      gap: 8px;
      align-items: center;
    }
    .side {
      flex: 1;
      font-size: 12px;
    }
    .hand {
      font-size: 11px;
      margin-top: 2px;
    }
    .vs {
      color: var(--so-muted);
    }
    .tides {
      font-size: 12px;
      margin-top: 2px;
    }
    .private-card {
      background: #1f2f3a;
      border: 1px dashed var(--so-accent);
      border-radius: var(--so-radius);
      padding: 6px 8px;
      margin: 6px 0;
      font-size: 12px;
    }
    .private-card dl {
      margin: 4px 0;
    }
    .private-card dt {
      font-weight: 600;
    }
    .private-card dd {
      margin: 0 0 4px 0;
    }
    .over h2 {
      font-size: 20px;
    }
  `,
];
