// Control of areas ([2E-CTRL-01], [2E-CTRL-02], [2E-CTRL-06], [2E-CTRL-08], [2E-CTRL-15]): who
// controls what, that only a March may leave a Power token behind, and what control decides.
import { describe, expect, it } from 'vitest';
import { board, card, declare, findCombat, march, play, retreat, units, unitsIn } from './combat-test-support';
import { consolidateGain } from './consolidate';
import { controllerOf, supplyIcons, victoryPoints } from './control';
import { pending } from './flow';
import { musterAreas } from './muster';
import { newRetreatFrame, retreatBlock } from './retreat';
import { newGame } from './setup';
import { deepFreeze } from './test-support';
import { crowns } from './control';

describe('2E-CTRL-01 land units (routed ones too) or a Power token give control', () => {
  it('a Footman, a routed Knight, a Siege Engine, a Power token', () => {
    const s = board({
      harrenhal: { units: ['lannister footman'] },
      riverrun: { units: ['stark knight routed'] },
      seagard: { units: ['greyjoy siege-engine'] },
      'stoney-sept': { powerToken: 'tyrell' },
    });
    expect([controllerOf(s, 'harrenhal'), controllerOf(s, 'riverrun'), controllerOf(s, 'seagard'), controllerOf(s, 'stoney-sept')]).toEqual(['lannister', 'stark', 'greyjoy', 'tyrell']);
  });
  it('units beat an enemy Power token left behind: the area is theirs', () => {
    expect(controllerOf(board({ 'stoney-sept': { units: ['lannister footman'], powerToken: 'tyrell' } }), 'stoney-sept')).toBe('lannister');
  });
  it('a ship in a land area’s port gives no control of the land area', () => {
    const s = board({ 'port-of-white-harbor': { units: ['stark ship'] } });
    expect(controllerOf(s, 'white-harbor')).toBeNull();
  });
});

describe('2E-CTRL-02 seas and ports are never controlled as such; an empty land area is nobody’s unless it is a home area', () => {
  const s = board({ 'the-golden-sound': { units: ['greyjoy ship'] }, lannisport: { units: ['stark footman'], garrison: null } });
  it('a sea with ships is controlled by nobody', () => {
    expect(controllerOf(s, 'the-golden-sound')).toBeNull();
  });
  it('a port follows its land area (2E-PORT-01)', () => {
    expect(controllerOf(s, 'port-of-lannisport')).toBe('stark');
  });
  it('an empty land area without a token is nobody’s; an empty home area is its house’s (2E-CTRL-09)', () => {
    expect(controllerOf(s, 'harrenhal')).toBeNull();
    expect(controllerOf(s, 'winterfell')).toBe('stark');
  });
  it('a home area of a house not in play is an ordinary area (2E-CTRL-14, OQ-30)', () => {
    const three = newGame({ players: 3 });
    expect(controllerOf(three, 'highgarden')).toBeNull();
  });
});

describe('2E-CTRL-06 control is established only when a March empties the area', () => {
  // Lannister marches a lone Footman from The Reach into the Blackwater, backed by 2 Knights
  // supporting from Stoney Sept. Tyrell defends with a Footman and plays Mace Tyrell, who at once
  // destroys the attacking Footman (2E-HCARD-29); Lannister (0 + 4 + Tywin 4) still wins against
  // 1 + Mace 4, so the Tyrell Footman must retreat, and no Lannister unit is left to move in.
  const battle = (powerToken: boolean) => {
    const s = board({
      'the-reach': { units: ['lannister footman'], order: 'lannister march-0' },
      'stoney-sept': { units: ['lannister knight', 'lannister knight'], order: 'lannister support-a' },
      blackwater: { units: ['tyrell footman'] },
    });
    const at = march(s, { house: 'lannister', from: 'the-reach', to: 'blackwater', units: ['footman'], powerToken });
    return deepFreeze(play(at, declare('lannister', 'stoney-sept', 'attacker'), card('lannister', 'tywin-lannister'), card('tyrell', 'mace-tyrell')));
  };

  it('the March case: the token left in The Reach keeps it Lannister’s, although its Footman died', () => {
    const s = battle(true);
    expect(s.areas['the-reach'].powerToken).toBe('lannister');
    expect(controllerOf(s, 'the-reach')).toBe('lannister');
    expect(battle(false).areas['the-reach'].powerToken).toBeNull();
    expect(controllerOf(battle(false), 'the-reach')).toBeNull();
  });

  it('the Blackwater, emptied by the Footman’s death and the Tyrell retreat: no Power token, nobody controls it', () => {
    const s = battle(false);
    expect(findCombat(s).attackers).toEqual([]);
    expect(pending(s).map((d) => [d.kind, d.house])).toEqual([['retreat', 'tyrell']]);
    const power = { lannister: board({}).houses.lannister?.power, tyrell: board({}).houses.tyrell?.power };
    const done = play(s, retreat('tyrell', 'searoad-marches'));
    expect(unitsIn(done, 'blackwater')).toEqual([]);
    expect(done.areas.blackwater.powerToken).toBeNull();
    expect(controllerOf(done, 'blackwater')).toBeNull();
    // Tywin's 2 Power for winning (2E-HCARD-08) and nothing else: no token went to the board.
    expect(done.houses.lannister?.power).toBe((power.lannister ?? 0) + 2);
    expect(done.houses.tyrell?.power).toBe(power.tyrell);
  });

  it('an area emptied by a retreat (Arianne Martell keeps the attacker out) gets no token either', () => {
    const s = board({
      'the-reach': { units: ['lannister knight', 'lannister knight'], order: 'lannister march-0' },
      blackwater: { units: ['martell footman'] },
    });
    const lost = play(march(s, { house: 'lannister', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'] }), card('lannister', 'the-hound'), card('martell', 'arianne-martell'));
    const done = play(lost, retreat('martell', 'stoney-sept'));
    expect(unitsIn(done, 'blackwater')).toEqual([]);
    expect(done.areas.blackwater.powerToken).toBeNull();
    expect(controllerOf(done, 'blackwater')).toBeNull();
    expect(done.houses.martell?.power).toBe(lost.houses.martell?.power);
  });
});

describe('2E-CTRL-08 a Power token on the board adds no combat strength and is no Power icon', () => {
  it('a lone Footman with its house’s Power token defends with 1', () => {
    const s = board({ 'the-reach': { units: ['lannister knight'], order: 'lannister march-0' }, blackwater: { units: ['tyrell footman'], powerToken: 'tyrell' } });
    expect(findCombat(march(s, { house: 'lannister', from: 'the-reach', to: 'blackwater', units: ['knight'] })).initial).toEqual({ attacker: 2, defender: 1 });
  });
  it('Consolidate Power in the Blackwater (no crown) gives 1 with or without the token (2E-CP-05)', () => {
    const s = board({ blackwater: { units: ['tyrell footman'], powerToken: 'tyrell' } });
    expect(consolidateGain(s, 'tyrell', 'blackwater')).toBe(1);
    expect(crowns(s, 'tyrell')).toBe(crowns(board({ blackwater: { units: ['tyrell footman'] } }), 'tyrell'));
  });
});

describe('2E-CTRL-15 control decides victory, supply, mustering, ports, Game of Thrones Power and retreats', () => {
  // Lannister Power tokens in Seagard (Stronghold, 1 barrel, 1 crown) and White Harbor (Castle, port).
  const without = deepFreeze(board({}));
  const held = deepFreeze(board({ seagard: { powerToken: 'lannister' }, 'white-harbor': { powerToken: 'lannister' } }));
  it('victory points +2, supply icons +1, crowns +1', () => {
    expect(victoryPoints(held, 'lannister') - victoryPoints(without, 'lannister')).toBe(2);
    expect(supplyIcons(held, 'lannister') - supplyIcons(without, 'lannister')).toBe(1);
    expect(crowns(held, 'lannister') - crowns(without, 'lannister')).toBe(1);
  });
  it('both are mustering areas only while controlled', () => {
    expect(musterAreas(held, 'lannister', ['seagard', 'white-harbor'])).toEqual(['seagard', 'white-harbor']);
    expect(musterAreas(without, 'lannister', ['seagard', 'white-harbor'])).toEqual([]);
  });
  it('the Port of White Harbor is Lannister’s', () => {
    expect(controllerOf(held, 'port-of-white-harbor')).toBe('lannister');
    expect(controllerOf(without, 'port-of-white-harbor')).toBeNull();
  });
  it('a Greyjoy army beaten in Riverrun may not retreat into Lannister-held Seagard (2E-CTRL-12)', () => {
    const frame = { ...newRetreatFrame({ house: 'greyjoy', chooser: 'greyjoy', role: 'defender', from: 'riverrun', origin: 'harrenhal', units: units('greyjoy footman') }), id: 9 };
    expect(retreatBlock(held, frame, 'seagard')).toBe('2E-CTRL-12');
    expect(retreatBlock(without, frame, 'seagard')).toBeNull();
  });
});
