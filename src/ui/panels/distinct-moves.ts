// Moves a player cannot tell apart. The engine lists one move per order token, so with both plain
// Raid tokens free the Messenger Raven offers "Replace the order in Lannisport with Raid" twice,
// two moves with the same effect; the choice list shows one button per wording, the first move of
// each, so no two buttons say the same thing.

/** `moves` without the later ones whose words (`words`) an earlier one already has, in their order. */
export function distinctByWords<M>(moves: readonly M[], words: (move: M) => string): M[] {
  const seen = new Set<string>();
  return moves.filter((move) => {
    const said = words(move);
    if (seen.has(said)) return false;
    seen.add(said);
    return true;
  });
}
