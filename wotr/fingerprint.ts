// The rules build of a game: every peer of a table must run the same rules on the same tables.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from './canonical';
import { APPENDIX_B_LOCATIONS } from './data/locations';
import { SCENARIOS } from './scenarios';
import type { WotrConfig } from './setup';

/** Bumped by hand whenever the engine's behaviour changes. */
export const WOTR_RULES_VERSION = 1;

/**
 * Hex SHA-256 of the rules version, the scenario's data, the card table and the location table a
 * config uses: two peers may play together only with equal fingerprints.
 */
export function rulesFingerprint(config: WotrConfig): string {
  const text = canonicalJson({
    version: WOTR_RULES_VERSION,
    scenario: SCENARIOS[config.scenario] ?? null,
    cards: config.cards,
    locations: config.locations ?? APPENDIX_B_LOCATIONS,
    copies: config.copies ?? {},
  });
  return bytesToHex(sha256(utf8ToBytes(text)));
}
