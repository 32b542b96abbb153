// The rules build: a fingerprint of everything that decides how a game plays — the engine's rules
// version and all of its data (board, houses, cards, tracks). Two peers may play together only
// with the same fingerprint; the lobby compares it and the game id binds it, so a peer with another
// build is told so at once instead of diverging later. RULES_VERSION is bumped by hand whenever the
// engine's behaviour changes; `npm run pin-games` refuses to re-pin changed games without a bump.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import * as DATA_1E from './data/1e/index';
import * as DATA from './data/index';
import { canonicalJson } from './hash';
import type { Ruleset } from './ruleset';
import { STATE_VERSION } from './state';

/** Bump on any change of the engine's behaviour (any pinned game changing shows one). */
export const RULES_VERSION = 3;

/** The fingerprint of a rules version and a set of data tables (functions among them are code, covered by the version). */
export function fingerprintOf(version: number, data: { readonly [name: string]: unknown }): string {
  const tables = Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v !== 'function'));
  return bytesToHex(sha256(utf8ToBytes(canonicalJson({ rules: version, state: STATE_VERSION, data: tables }))));
}

// The data never changes while the program runs, so each fingerprint is computed once.
const cached: { [r in Ruleset]?: string } = {};

/**
 * Hex SHA-256 of the rules version, the state schema version and every data table of engine/data;
 * for the 1st edition, of engine/data/1e's tables too (and its name), so its build differs from the
 * 2nd edition's, which is what it was before the 1st edition existed.
 */
export function rulesFingerprint(ruleset: Ruleset = '2e'): string {
  cached[ruleset] ??= ruleset === '1e' ? fingerprintOf(RULES_VERSION, { ...DATA, ...DATA_1E, ruleset }) : fingerprintOf(RULES_VERSION, DATA);
  return cached[ruleset];
}

/** A short name for a build, for people: `rules 2 · 1a2b3c4d` (another peer's build: pass its version too). */
export function rulesBuildName(fingerprint: string = rulesFingerprint(), version: number = RULES_VERSION): string {
  return `rules ${version} · ${fingerprint.slice(0, 8)}`;
}
