import { css } from 'lit';

/**
 * The centred card of a setup screen (the new-game form, the lobby): a column of labelled fields
 * under a title. `.card` is the container; each screen sets its own width.
 */
export const cardFormStyles = css`
  :host {
    display: block;
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 12px;
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
`;
