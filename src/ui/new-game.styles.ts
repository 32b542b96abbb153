import { css } from 'lit';
import { cardFormStyles } from './card-form.styles';
import { theme } from './theme.styles';

export const newGameStyles = [
  theme,
  cardFormStyles,
  css`
    form.card {
      max-width: 22rem;
    }
  `,
];
