import { css } from 'lit';
import { cardFormStyles } from '../common/card-form.styles';
import { theme } from '../common/theme.styles';

export const newGameStyles = [
  theme,
  cardFormStyles,
  css`
    form.card {
      max-width: 22rem;
    }
    /* What the 1st edition changes (its player counts, houses, no Tides), seen by every reader. */
    .hint {
      margin: 0;
      color: var(--so-muted);
      font-size: 0.85em;
    }
    /* Inside the first page's card: no second frame. */
    :host([slot]) form.card {
      background: none;
      border: none;
      padding: 0;
      margin: 0;
    }
  `,
];
