import { css } from 'lit';
import { panelChrome } from '../common/panel.styles';
import { theme } from '../common/theme.styles';

export const chatStyles = [
  theme,
  panelChrome,
  css`
    :host {
      padding: 8px 10px;
      border: 1px solid #3a4654;
    }
    h3 {
      font-size: 13px;
      margin: 0 0 4px;
    }
    .unread {
      margin-inline-start: 6px;
      padding: 0 6px;
      border-radius: 8px;
      background: var(--so-accent);
      color: #1d2630;
      font-size: 12px;
    }
    .lines {
      list-style: none;
      margin: 0 0 6px;
      padding: 0;
      max-height: 160px;
      overflow-y: auto;
      font-size: 13px;
    }
    .line {
      display: flex;
      flex-wrap: wrap;
      gap: 0 6px;
      align-items: baseline;
    }
    .private .to {
      color: var(--so-accent);
      font-size: 12px;
    }
    .muted {
      color: var(--so-muted);
      font-size: 12px;
    }
    form {
      display: flex;
      gap: 6px;
      align-items: center;
      flex-wrap: wrap;
    }
    input[name='message'] {
      flex: 1;
      min-width: 8em;
      background: var(--so-panel-2);
      border: 1px solid #4a5868;
      border-radius: var(--so-radius);
      padding: 4px 6px;
    }
    .target {
      display: flex;
      gap: 4px;
      align-items: center;
      font-size: 12px;
    }
    .problem {
      margin: 4px 0 0;
      color: var(--so-danger);
      font-size: 12px;
    }
  `,
];
