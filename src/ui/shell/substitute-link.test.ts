import { describe, expect, it } from 'vitest';
import { substituteHouseOf, substituteLinkFor } from './substitute-link';

describe('the substitute link', () => {
  it('carries the lobby, the house and the broker, and not this page\'s autoplay', () => {
    const link = substituteLinkFor({ origin: 'https://so.example', pathname: '/play/', search: '?autoplay&broker=wss%3A%2F%2Fb.example%2Fpeer' }, '0123456789abcdef', 'stark');
    expect(link).toBe('https://so.example/play/?broker=wss%3A%2F%2Fb.example%2Fpeer&substitute=stark#lobby=0123456789abcdef');
    const url = new URL(link);
    expect(substituteHouseOf(url.search)).toBe('stark');
    expect(url.searchParams.has('autoplay')).toBe(false);
  });

  it('reads only a house\'s name', () => {
    expect(substituteHouseOf('?substitute=tyrell')).toBe('tyrell');
    expect(substituteHouseOf('?substitute=Stark')).toBeNull();
    expect(substituteHouseOf('?substitute=')).toBeNull();
    expect(substituteHouseOf('?substitute=__proto__')).toBeNull();
    expect(substituteHouseOf('')).toBeNull();
  });
});
