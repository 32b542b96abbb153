import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { negotiateLocale, isRightToLeft } from './locales';
import { AREAS } from '../../engine/data/areas';
import { HOUSE_CARDS } from '../../engine/data/house-cards';
import { AREA_IDS_1E, AREAS_1E } from '../../engine/data/1e/areas';
import { HOUSE_CARDS_1E } from '../../engine/data/1e/house-cards';
import { HOUSE_CARD_IDS_1E } from '../../engine/data/1e/vocabulary';
import { EN } from './messages.en';
import { WOTR_CS } from './catalogues/wotr-cs';
import { WOTR_HE } from './catalogues/wotr-he';
import { WOTR_RU } from './catalogues/wotr-ru';
import { WOTR_UI } from './messages.wotr';
import { activeLocale, inLocale, listOf, missing, section, t, useCatalogue } from './translate';

afterEach(() => useCatalogue('en', {}));

describe('choosing a language', () => {
  it('takes the first of the browser’s languages the game speaks, by its primary subtag', () => {
    expect(negotiateLocale(['de-DE', 'sr-Latn-RS', 'en'])).toBe('sr');
    expect(negotiateLocale(['he-IL'])).toBe('he');
    expect(negotiateLocale(['iw'])).toBe('he');
    expect(negotiateLocale(['cs', 'ru'])).toBe('cs');
    expect(negotiateLocale(['RU_ru'])).toBe('ru');
  });
  it('falls back to English when it speaks none of them', () => {
    expect(negotiateLocale(['de', 'fr-CA'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });
  it('writes Hebrew alone right to left', () => {
    expect(['en', 'sr', 'ru', 'cs', 'he'].filter((l) => isRightToLeft(l as 'en'))).toEqual(['he']);
  });
});

describe('translating', () => {
  it('formats the English source with its placeholders and plural forms', () => {
    expect(t('shell.youPlay', { house: 'Stark' })).toBe('You play Stark');
    expect(t('units.counted.footman', { count: 1 })).toBe('a Footman');
    expect(t('units.counted.footman', { count: 3 })).toBe('3 Footmen');
    expect(t('waiting.cancel-house-card', { count: 2 })).toBe('House card abilities');
  });
  it('uses the language’s own plural rules (Russian: one, few, many)', () => {
    useCatalogue('ru', { 'units.counted.footman': '{count, plural, one {# пеший} few {# пеших} many {# пеших} other {# пеших}}', 'unit.ship': '{count, plural, one {корабль} few {корабля} many {кораблей} other {корабля}}' });
    expect(activeLocale()).toBe('ru');
    expect([1, 2, 5, 21].map((count) => t('unit.ship', { count }))).toEqual(['корабль', 'корабля', 'кораблей', 'корабль']);
  });
  it('shows a key the catalogue lacks in English, and notes it as missing', () => {
    useCatalogue('cs', { 'shell.yourMove': 'Jste na tahu' });
    expect(t('shell.yourMove')).toBe('Jste na tahu');
    expect(t('shell.newGame')).toBe('New game');
    expect([...missing]).toEqual(['shell.newGame']);
  });
  it('reads a section’s plain words as properties, in the active language', () => {
    const W = section('newGame');
    expect(W.players).toBe('Players');
    useCatalogue('he', { 'newGame.players': 'שחקנים' });
    expect(W.players).toBe('שחקנים');
  });
  it('speaks another language inside inLocale only (an embedded board’s lang), leaving the page’s language and its missing keys alone', () => {
    useCatalogue('cs', { 'shell.yourMove': 'Jste na tahu' });
    const inRussian = inLocale('ru', { 'shell.yourMove': 'Ваш ход' }, () => [t('shell.yourMove'), t('shell.newGame'), activeLocale()]);
    expect(inRussian).toEqual(['Ваш ход', 'New game', 'ru']);
    expect([...missing]).toEqual([]); // the Russian gap is not the Czech page's
    expect([t('shell.yourMove'), activeLocale()]).toEqual(['Jste na tahu', 'cs']);
    // Nested, and left by a throw: the outer language comes back each time.
    expect(inLocale('he', {}, () => inLocale('ru', { 'shell.yourMove': 'Ваш ход' }, () => t('shell.yourMove')) + activeLocale())).toBe('Ваш ходhe');
    expect(() => inLocale('ru', {}, () => { throw new Error('boom'); })).toThrow('boom');
    expect(activeLocale()).toBe('cs');
  });
  it('joins lists in the language’s script: Serbian in Latin, as its catalogue (not Intl’s Cyrillic "и")', () => {
    const houses = ['Stark', 'Lannister', 'Baratheon'];
    expect(inLocale('sr', {}, () => [listOf(houses), listOf(houses, 'disjunction')])).toEqual(['Stark, Lannister i Baratheon', 'Stark, Lannister ili Baratheon']);
    expect(inLocale('ru', {}, () => listOf(houses))).toBe('Stark, Lannister и Baratheon');
    expect(listOf(houses)).toBe('Stark, Lannister and Baratheon');
  });

  it('agrees War of the Ring’s verbs with either side, a message per side: the Shadow is one (en, ru, cs, he), the Free Peoples many', () => {
    const won = (locale: 'en' | 'ru' | 'cs' | 'he', messages: typeof WOTR_RU, team: 'fp' | 'shadow') =>
      inLocale(locale, messages, () => [t(`wotr.log.won.${team}`, { location: 'Moria' }), t(`wotr.log.winner.${team}`), t(`wotr.endWinner.${team}`, { fp: 3, shadow: 5 })]);
    expect(won('en', WOTR_UI, 'shadow')).toEqual(['The Shadow wins Moria', 'The Shadow wins the game', 'The Shadow wins, 3 to 5 (Free Peoples to Shadow).']);
    expect(won('en', WOTR_UI, 'fp')).toEqual(['The Free Peoples win Moria', 'The Free Peoples win the game', 'The Free Peoples win, 3 to 5 (Free Peoples to Shadow).']);
    expect(won('ru', WOTR_RU, 'shadow')).toEqual(['Тьма завоёвывает локацию Moria', 'Побеждает Тьма', 'Побеждает Тьма, 3 : 5 (Свободные народы : Тьма).']);
    expect(won('ru', WOTR_RU, 'fp')).toEqual(['Свободные народы завоёвывают локацию Moria', 'Побеждают Свободные народы', 'Побеждают Свободные народы, 3 : 5 (Свободные народы : Тьма).']);
    expect(won('cs', WOTR_CS, 'shadow').slice(0, 2)).toEqual(['Stín získává lokaci Moria', 'Vítězí Stín']);
    expect(won('cs', WOTR_CS, 'fp').slice(0, 2)).toEqual(['Svobodné národy získávají lokaci Moria', 'Vítězí Svobodné národy']);
    expect(won('he', WOTR_HE, 'shadow').slice(0, 2)).toEqual(['הצל כובש את Moria', 'הצל מנצח במשחק']);
    expect(won('he', WOTR_HE, 'fp').slice(0, 2)).toEqual(['העמים החופשיים כובשים את Moria', 'העמים החופשיים מנצחים במשחק']);
  });

  it('names every house, area and card from the engine’s data', () => {
    expect(EN['house.stark']).toBe('Stark');
    expect(EN['area.kings-landing']).toBe(AREAS['kings-landing'].name);
    // The 2nd edition's 58 areas and the 1st edition's one area of its own, the Summer Sea (issue 22).
    expect(Object.keys(EN).filter((k) => k.startsWith('area.')).length).toBe(58 + 1);
    for (const a of AREA_IDS_1E) expect(EN[`area.${a}`], a).toBe(AREAS_1E[a].name);
    // A card both editions print under one id is named once (Melisandre; the 1st edition's "of Asshai" aside).
    for (const c of HOUSE_CARD_IDS_1E) expect(EN[`houseCard.${c}`], c).toBe((HOUSE_CARDS as Record<string, { name: string }>)[c]?.name ?? HOUSE_CARDS_1E[c].name);
  });
});

describe('right to left', () => {
  it('lays the components out with logical properties only (the page mirrors for Hebrew)', () => {
    const dirs = ['src/ui', 'src/lobby'];
    const physical = /(?:margin|padding|border)-(?:left|right)\b|text-align:\s*(?:left|right)\b|(?:^|[\s;{])(?:left|right):\s*\d/m;
    // src/ui's styles are in its folders (common/, board/, panels/, …): read them all, not only the top.
    const styles = dirs.flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.styles.ts'))
        .map((f) => `${dir}/${f}`),
    );
    expect(styles).toContain('src/ui/common/theme.styles.ts');
    const offenders = styles.filter((f) => physical.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
