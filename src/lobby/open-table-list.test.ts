// The open tables a page holds: the latest listing per lobby, bounded however many are listed.
import { describe, expect, it } from 'vitest';
import { MAX_TABLES, OpenTableList } from './open-table-list';
import type { OpenTable } from './open-table-listing';

const NOW = 1_800_000_000;
const hex16 = (n: number) => n.toString(16).padStart(16, '0');
const table = (n: number, change: Partial<OpenTable> = {}): OpenTable => ({
  game: 'agot', edition: '2e', lobby: hex16(n), site: 'https://so.example/', broker: null, name: `P${n}`, players: 4, free: 2, tidesOfBattle: false,
  rules: 'ab'.repeat(32), at: NOW, until: NOW + 180, ...change,
});

describe('OpenTableList', () => {
  it('keeps the latest listing of each lobby and ignores an older one replayed', () => {
    const list = new OpenTableList();
    expect(list.add(table(1))).toBe(true);
    expect(list.add(table(1, { at: NOW + 60, until: NOW + 240, free: 1 }))).toBe(true);
    expect(list.add(table(1, { free: 3 }))).toBe(false);
    expect(list.open(NOW).map((t) => t.free)).toEqual([1]);
  });

  it('shows only tables with free seats that have not expired, newest first, then by lobby', () => {
    const list = new OpenTableList();
    list.add(table(3, { at: NOW - 10 }));
    list.add(table(2));
    list.add(table(1));
    list.add(table(4, { free: 0 }));
    list.add(table(5, { until: NOW + 5 }));
    expect(list.open(NOW).map((t) => t.lobby)).toEqual([hex16(1), hex16(2), hex16(5), hex16(3)]);
    expect(list.open(NOW + 5).map((t) => t.lobby)).toEqual([hex16(1), hex16(2), hex16(3)]);
    // A withdrawn table (free: 0) is held, so a replayed listing with free seats cannot bring it back.
    expect(list.add(table(4))).toBe(false);
  });

  it('holds at most MAX_TABLES however many lobbies are listed, dropping the first to expire', () => {
    const list = new OpenTableList();
    list.add(table(0, { until: NOW + 900 }));
    for (let n = 1; n <= 3 * MAX_TABLES; n++) list.add(table(n, { until: NOW + 100 + (n % 50) }));
    expect(list.size).toBe(MAX_TABLES);
    expect(list.open(NOW).some((t) => t.lobby === hex16(0))).toBe(true);
  });
});
