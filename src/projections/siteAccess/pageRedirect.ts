import { Schema } from "effect"
import { LoggedRedirectAnswer } from "../../domain/api/redirects"
import { LoggedUrl } from "../../domain/shell/secretQuery"
import { defineProjection } from "../projection"

/**
 * The redirects service's last answer not yet acted on (SPEC.md 3 and 4): for which address it was asked and what it
 * said. Following it or logging it as a loop settles it; a failed check leaves nothing to act on.
 */
export const PageRedirectState = Schema.Struct({
  pending: Schema.NullOr(Schema.Struct({ url: LoggedUrl, answer: LoggedRedirectAnswer }))
})
export type PageRedirectState = typeof PageRedirectState.Type

export const pageRedirectProjection = defineProjection({
  name: "pageRedirect",
  schema: PageRedirectState,
  initial: { pending: null } as PageRedirectState,
  tags: ["RedirectChecked", "RedirectCheckFailed", "PageRedirected", "PageRedirectSkipped"],
  apply: (state, event): PageRedirectState => {
    switch (event._tag) {
      case "RedirectChecked":
        return { pending: event.answer.redirect ? { url: event.url, answer: event.answer } : null }
      case "RedirectCheckFailed":
      case "PageRedirected":
      case "PageRedirectSkipped":
        return state.pending === null ? state : { pending: null }
    }
  }
})
