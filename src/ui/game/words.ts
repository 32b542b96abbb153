// Display names for the engine's ids: the one place where an id becomes words. Components and the
// game log call these; nothing ever goes the other way (no code branches on a display string).
import {
  ORDER_TOKENS,
  TIDES_CARDS,
  WESTEROS_CARDS,
  WILDLING_CARDS,
  type AreaId,
  type HouseCardId,
  type OrderTokenId,
  type OrderType,
  type Track,
  type UnitType,
} from '../../../engine/index';
import type { House, OrderRestriction } from '../../../engine/index';
import type { Contest } from '../../../engine/westeros-decisions';
import { activeLocale, listOf, t } from '../../i18n/translate';
import { isRightToLeft } from '../../i18n/locales';
import { printedHouseCard, type Edition } from './edition';

export const houseName = (house: House | null): string => (house === null ? t('house.dealer') : t(`house.${house}`));
export const areaName = (area: AreaId): string => t(`area.${area}`);

/** A unit type's name, in the plural form `count` takes in the reader's language. */
export const unitName = (unit: UnitType, count = 1): string => t(`unit.${unit}`, { count });

/** "2 Footmen and a Knight" from a list with one entry per unit; "no units" when empty. */
export function unitList(units: readonly UnitType[]): string {
  if (units.length === 0) return t('units.none');
  const counts = new Map<UnitType, number>();
  for (const u of units) counts.set(u, (counts.get(u) ?? 0) + 1);
  const parts = [...counts].map(([u, n]) => t(`units.counted.${u}`, { count: n }));
  return listOf(parts);
}

export const orderTypeName = (type: OrderType): string => t(`order.${type}`);

/**
 * Left to right inside right-to-left text: a signed number ("+1") or a token's Latin face ("D+2★"),
 * which the bidirectional algorithm would otherwise show as "1+" and "★D+2" in Hebrew. An isolate
 * (LRI … PDI) in a right-to-left language only; elsewhere the text as it is.
 */
export function leftToRight(text: string): string {
  return isRightToLeft(activeLocale()) ? `\u2066${text}\u2069` : text;
}

/** "March +1 ★", "Defense +1", "Raid ★". */
export function tokenName(token: OrderTokenId): string {
  const { type, star, bonus } = ORDER_TOKENS[token];
  const sign = bonus > 0 ? `+${bonus}` : bonus < 0 ? `${bonus}` : type === 'march' ? '+0' : '';
  return `${orderTypeName(type)}${sign === '' ? '' : ` ${leftToRight(sign)}`}${star ? ' ★' : ''}`;
}

/** A short face for a token button: "M+1★", "D+1", "CP★". */
export function tokenGlyph(token: OrderTokenId): string {
  const { type, star, bonus } = ORDER_TOKENS[token];
  const letter: { readonly [t in OrderType]: string } = { march: 'M', defense: 'D', support: 'S', raid: 'R', 'consolidate-power': 'CP' };
  const sign = bonus > 0 ? `+${bonus}` : bonus < 0 ? `${bonus}` : type === 'march' ? '+0' : '';
  return leftToRight(`${letter[type]}${sign}${star ? '★' : ''}`);
}

export const trackName = (track: Track): string => t(`track.${track}`);

export const contestName = (contest: Contest): string => (contest === 'wildlings' ? t('contest.wildlings') : t('contest.track', { track: trackName(contest) }));

export const houseCardName = (card: HouseCardId): string => t(`houseCard.${card}`);

/** "4, 2 swords": a House card's strength and icons, as the game's edition prints them. */
export function houseCardStats(card: HouseCardId, game: Edition): string {
  const { strength, swords, towers } = printedHouseCard(game, card);
  const icons = [swords > 0 ? t('card.swords', { count: swords }) : '', towers > 0 ? t('card.towers', { count: towers }) : ''].filter((s) => s !== '');
  return [String(strength), ...icons].join(', ');
}

/** "Eddard Stark (4, 2 swords)". */
export const houseCardSummary = (card: HouseCardId, game: Edition): string => `${houseCardName(card)} (${houseCardStats(card, game)})`;

/** A card of any deck by its id: Westeros, Wildling or Tides of Battle. */
export function cardName(card: string): string {
  if (card in WESTEROS_CARDS) return t(`westeros.${card as keyof typeof WESTEROS_CARDS}`);
  if (card in WILDLING_CARDS) return t(`wildling.${card as keyof typeof WILDLING_CARDS}`);
  if (card in TIDES_CARDS) {
    const c = TIDES_CARDS[card as keyof typeof TIDES_CARDS];
    return c.skull ? t('tides.skull') : t('tides.card', { strength: c.strength, sword: c.swords > 0 ? 'yes' : 'no', tower: c.towers > 0 ? 'yes' : 'no' });
  }
  return card;
}

/** "Westeros deck I", "Wildling deck", … by the deck's id. */
export const deckName = (deck: 'westeros-1' | 'westeros-2' | 'westeros-3' | 'wildling' | 'tides-of-battle'): string => t(`deck.${deck}`);

export const restrictionName = (r: OrderRestriction): string => t(`restriction.${r}`);

/** "Strength +1, 1 sword" / "Skull: …": what a Tides of Battle card does ([2E-TOB-07], [2E-TOB-08]). */
export function tidesCardText(card: string): string {
  if (!(card in TIDES_CARDS)) return card;
  const c = TIDES_CARDS[card as keyof typeof TIDES_CARDS];
  if (c.skull) return t('tides.skullText');
  const icons = [c.swords > 0 ? t('tides.swords', { count: c.swords }) : '', c.towers > 0 ? t('tides.towers', { count: c.towers }) : ''].filter((s) => s !== '');
  return [t('tides.strength', { strength: c.strength }), ...icons].join(', ');
}
