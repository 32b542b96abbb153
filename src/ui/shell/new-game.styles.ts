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
    /* Inside the first page's card: no second frame. */
    :host([slot]) form.card {
      background: none;
      border: none;
      padding: 0;
      margin: 0;
    }
  `,
];
