// Display names that cannot lie about who is who. Names are whatever people typed, so the host
// cleans each one before anyone sees it: no control, format (bidi overrides, zero-width), private
// use or unassigned characters, no brackets (so no name can end in a fake "(bot)" or "(you)": those
// marks come only from protocol data), runs of spaces collapsed, a length cap; and no two
// participants share a name (compared case- and compatibility-insensitively), later ones numbered.

/** The longest display name, in code points. */
export const MAX_DISPLAY_NAME = 24;

/** Characters a name never shows: controls, format characters (U+202E, U+200B…), private use, unassigned, separators, brackets. */
const HIDDEN_OR_MISLEADING = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}()[\]{}<>]/gu;

/** The name as the lobby shows it; `fallback` when nothing visible is left. */
export function cleanName(raw: string, fallback = 'Player'): string {
  const visible = raw.replace(HIDDEN_OR_MISLEADING, '').replace(/\s+/gu, ' ').trim();
  const capped = [...visible].slice(0, MAX_DISPLAY_NAME).join('').trim();
  return capped === '' ? fallback : capped;
}

/** True when a name is exactly as cleanName leaves it (what a host's view must carry). */
export function isCleanName(name: string): boolean {
  return name !== '' && cleanName(name, '') === name;
}

const key = (name: string) => name.normalize('NFKC').toLowerCase();

/** `name`, or `name 2`, `name 3`… — the first that nobody in `taken` has. */
export function uniqueName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map(key));
  if (!used.has(key(name))) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` ${n}`;
    const candidate = [...name].slice(0, MAX_DISPLAY_NAME - suffix.length).join('').trimEnd() + suffix;
    if (!used.has(key(candidate))) return candidate;
  }
}
