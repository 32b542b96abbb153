import { css } from 'lit';
import { theme } from '../common/theme.styles';

export const landingStyles = [
  theme,
  css`
    :host {
      display: block;
      padding: 16px;
      max-width: 72rem;
      margin: 0 auto;
      box-sizing: border-box;
      width: 100%;
    }
    header,
    .arrival {
      text-align: center;
      margin: 8px auto 20px;
      max-width: 44rem;
    }
    h1 {
      color: var(--so-accent);
      font-size: 2rem;
      margin: 0 0 8px;
    }
    .what {
      font-size: 1.1rem;
      margin: 4px 0;
    }
    .why,
    .muted {
      color: var(--so-muted);
      margin: 4px 0 12px;
    }
    .ways {
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: 16px;
      align-items: stretch;
    }
    @media (max-width: 1100px) {
      .ways {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }
    @media (max-width: 820px) {
      .ways {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    .way {
      background: var(--so-panel);
      border: 1px solid #3a4756;
      border-radius: 10px;
      padding: 14px 16px;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    .way h2 {
      margin: 0;
      font-size: 1.2rem;
    }
    .way > button,
    form.open button {
      align-self: flex-start;
      min-height: 40px;
    }
    form.open {
      display: flex;
      flex-direction: column;
      gap: 8px;
    }
    form.open label {
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    input {
      min-height: 32px;
      padding: 4px 8px;
      background: var(--so-panel-2);
      border: 1px solid #4a5868;
      border-radius: var(--so-radius);
    }
    .problem {
      color: var(--so-danger);
      margin: 0;
    }
    .steps {
      text-align: start;
      margin: 8px auto;
      max-width: 36rem;
      padding-inline-start: 1.4em;
    }
    .steps li {
      margin: 4px 0;
    }
  `,
];
