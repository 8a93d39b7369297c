import { Redacted } from "effect"
import { DEV_TOKEN_FRAGMENT } from "../../domain/api/devtools"

/**
 * The dev token of the mailbox link `npm start` prints (`/en/dev/mailbox#token=…`). The boot's first Navigate
 * replaces the address without its fragment before the mailbox's chunk has even loaded, so the token is taken from the
 * address at load, before the app starts, and handed to the mailbox page once.
 */
let atLoad: Redacted.Redacted<string> | undefined

export const captureDevTokenLink = (hash: string): void => {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get(DEV_TOKEN_FRAGMENT)
  atLoad = token === null || token === "" ? undefined : Redacted.make(token)
}

/** The token the page was loaded with, once: a later visit of the mailbox in the same tab finds it kept already. */
export const takeDevTokenLink = (): Redacted.Redacted<string> | undefined => {
  const token = atLoad
  atLoad = undefined
  return token
}
