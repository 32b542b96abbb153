// Shared look of every component: colours as CSS custom properties (overridable by an embedding
// page), a visible focus ring for keyboard users, and buttons large enough for a finger.
import { css } from 'lit';
import { HOUSES, type House } from '../../../engine/index';
import { HOUSE_COLORS } from '../../../scene/house-colors';

export const houseColor = (house: House): string => `#${HOUSE_COLORS[house].toString(16).padStart(6, '0')}`;

/** `--so-house-stark: #e8e8e8; …` for every house, set on the host. */
export const houseColorVars = HOUSES.map((h) => `--so-house-${h}: ${houseColor(h)};`).join(' ');

export const theme = css`
  :host {
    --so-bg: #1d2630;
    --so-panel: #26313d;
    --so-panel-2: #2f3b49;
    --so-text: #ece6d6;
    --so-muted: #a9b1ba;
    --so-accent: #e0b84c;
    /* 4.7:1 on --so-panel-2 and more on the darker panels (WCAG AA for text); #e0664c was 3.9:1 on --so-panel. */
    --so-danger: #f48a72;
    --so-ok: #7cc47a;
    --so-focus: #7fc4ff;
    --so-radius: 6px;
    color: var(--so-text);
    font-family: system-ui, -apple-system, 'Segoe UI', sans-serif;
    font-size: 14px;
    line-height: 1.35;
  }
  button,
  select,
  input {
    font: inherit;
    color: inherit;
  }
  button {
    min-height: 32px;
    padding: 4px 10px;
    border: 1px solid #4a5868;
    border-radius: var(--so-radius);
    background: var(--so-panel-2);
    cursor: pointer;
    touch-action: manipulation;
  }
  button:hover:not(:disabled) {
    border-color: var(--so-accent);
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button.primary {
    background: #6b5316;
    border-color: var(--so-accent);
    font-weight: 600;
  }
  button[aria-pressed='true'],
  button.selected {
    border-color: var(--so-accent);
    box-shadow: inset 0 0 0 1px var(--so-accent);
    background: #3c3522;
  }
  select {
    min-height: 32px;
    background: var(--so-panel-2);
    border: 1px solid #4a5868;
    border-radius: var(--so-radius);
  }
  :focus-visible {
    outline: 3px solid var(--so-focus);
    outline-offset: 2px;
  }
  /* A house's colour as a small shield: a round dot read as an empty radio button beside "You play Stark" (white). */
  .house-dot {
    display: inline-block;
    width: 0.75em;
    height: 0.9em;
    clip-path: polygon(0 0, 100% 0, 100% 55%, 50% 100%, 0 55%);
    vertical-align: -0.1em;
    margin-inline-end: 0.3em;
  }
  .muted {
    color: var(--so-muted);
  }
  .error {
    color: var(--so-danger);
  }
`;
