/**
 * A registration that ends in a page load (a social provider's callback, one-tap) cannot tell the page it made a new
 * player by an event: the server says it in the URL it sends the new player to, with this flag (as it says a waiting
 * second step with `two_step`). The page then welcomes the player as any other registration does (SPEC.md 4: the
 * welcome modal, and no first-deposit bonus modal in that visit), and takes the flag out of the address. A returning
 * player signing in the same way gets no flag. The flag is no secret and grants nothing: the welcome shows once per
 * player of a browser whatever the URL says.
 */
export const REGISTERED_QUERY_FLAG = "registered"

const FLAG_PARAM = `${REGISTERED_QUERY_FLAG}=1`

const isFlag = (part: string): boolean => part === REGISTERED_QUERY_FLAG || part.startsWith(`${REGISTERED_QUERY_FLAG}=`)

/** A site path (maybe with a query and a fragment) with the flag added to its query; the rest is kept to the letter. */
export const withRegisteredFlag = (target: string): string => {
  const hashAt = target.indexOf("#")
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt)
  const hash = hashAt === -1 ? "" : target.slice(hashAt)
  const separator = !beforeHash.includes("?") ? "?" : beforeHash.endsWith("?") || beforeHash.endsWith("&") ? "" : "&"
  return `${beforeHash}${separator}${FLAG_PARAM}${hash}`
}

/**
 * A page's query (`location.search`, "" or "?…") read for the flag: whether it is there, and the query without it
 * (its other parameters kept to the letter and in order; "" when none is left).
 */
export const takeRegisteredFlag = (search: string): { readonly registered: boolean; readonly search: string } => {
  const parts = (search.startsWith("?") ? search.slice(1) : search).split("&").filter((part) => part !== "")
  const kept = parts.filter((part) => !isFlag(part))
  return { registered: kept.length !== parts.length, search: kept.length === 0 ? "" : `?${kept.join("&")}` }
}
