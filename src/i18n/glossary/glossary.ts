// A language's glossary: the game's terms as that language's rulebook prints them, each with where
// it is printed, so a player of the language can review them (the JSON files beside this one). The
// catalogue of the language starts from its glossary; a term that inflects gives the ICU message
// the catalogue uses (`message`), beside the printed word (`term`).
import type { MessageKey, Messages } from '../messages.en';

export interface GlossaryEntry {
  /** The catalogue key the term translates; `term.*`: a word of the rules the messages use, for review only. */
  readonly key: string;
  /** The English of the key, for the reviewer. */
  readonly en: string;
  /** The word as the rulebook prints it. */
  readonly term: string;
  /** The catalogue message when it differs from `term` (plural forms, a phrase around the term). */
  readonly message?: string;
  /** Where the rulebook prints it: `<source id>:<line>` of the rulebook's text, and its section. */
  readonly where: string;
}

export interface Glossary {
  readonly language: string;
  /** Each source id: the rulebook file (shared/seeds/) and what it is. */
  readonly sources: { readonly [id: string]: string };
  readonly terms: readonly GlossaryEntry[];
}

/** The catalogue entries a glossary gives. */
export function glossaryMessages(glossary: Glossary): Messages {
  return Object.fromEntries(glossary.terms.filter((e) => !e.key.startsWith('term.')).map((e) => [e.key as MessageKey, e.message ?? e.term]));
}
