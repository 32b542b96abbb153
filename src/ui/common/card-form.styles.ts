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
  /* Nothing wider than the card: a fieldset is as wide as its widest content by default
     (min-inline-size: min-content), and a select as wide as its longest option, so on a phone the
     lobby's settings ran past the card's edge, clipped (the edition, players and time limits out of
     reach). A select then shrinks and shows its choice cut short; the list opens in full. */
  fieldset,
  label {
    min-inline-size: 0;
  }
  select {
    max-inline-size: 100%;
    min-inline-size: 0;
  }
  button.primary {
    min-height: 44px;
    font-size: 16px;
  }
`;
