/**
 * How the caller of a versioned poll keeps a list's games in order (ARCHITECTURE 6): a whole answer replaces
 * them; otherwise the removed games leave and the games new to the list join at the end, in the answer's order.
 * The client's projection and the feed's model of a caller (views.applyAnswer) share it. The same array when
 * nothing moved, so a view of it does not re-render.
 */
export const idsAfter = (
  held: ReadonlyArray<string>,
  answer: { readonly full: boolean; readonly games: ReadonlyArray<{ readonly id: string }>; readonly removed: ReadonlyArray<string> }
): ReadonlyArray<string> => {
  if (answer.full) return answer.games.map((game) => game.id)
  const gone = new Set(answer.removed)
  const kept = held.filter((id) => !gone.has(id))
  const present = new Set(kept)
  const added = answer.games.filter((game) => !present.has(game.id)).map((game) => game.id)
  return added.length === 0 && kept.length === held.length ? held : [...kept, ...added]
}
