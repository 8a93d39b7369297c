import { Schema } from "effect"
import { REDACTED_PLACEHOLDER } from "../secret"

/**
 * Query values that are secrets: the token of an e-mail link (SPEC.md 2.4 user/passwordreset, user/activate,
 * user/accountverify, user/stopnewsletter) and a code in a link (QR sign-in's approval, earlier confirmation links).
 * The page reads them from the location like any query value, but the log must not keep them (ARCHITECTURE 3:
 * secrets never enter an exported log).
 */
export const SECRET_QUERY_PARAMS: ReadonlyArray<string> = ["token", "code"]

/** A search ("?a=b") or URL with the values of its secret query parameters replaced by the placeholder; else as it is. */
export const withoutSecrets = (url: string): string => {
  const hashAt = url.indexOf("#")
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt)
  const hash = hashAt < 0 ? "" : url.slice(hashAt)
  const queryAt = beforeHash.indexOf("?")
  if (queryAt < 0) return url
  const query = new URLSearchParams(beforeHash.slice(queryAt + 1))
  const secrets = SECRET_QUERY_PARAMS.filter((name) => query.getAll(name).some((value) => value !== REDACTED_PLACEHOLDER))
  if (secrets.length === 0) return url
  for (const name of secrets) query.set(name, REDACTED_PLACEHOLDER)
  return `${beforeHash.slice(0, queryAt)}?${query.toString()}${hash}`
}

/**
 * A location's search (or a URL) as the log keeps it: whole in memory, so the page can read its token, and encoded
 * (an exported log, a checkpoint) with its secret values replaced by the placeholder, as a Secret field is.
 */
export const LoggedUrl = Schema.transform(Schema.String, Schema.String, {
  strict: true,
  decode: (url) => url,
  encode: withoutSecrets
}).annotations({ identifier: "LoggedUrl" })
