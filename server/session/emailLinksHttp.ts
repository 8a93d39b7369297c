import { Effect, Redacted } from "effect"
import { NewsletterStop } from "./accountSeams"
import { EmailActivations } from "./emailActivation"
import { PasswordRecovery } from "./passwordRecovery"

/**
 * The session group's handlers of the pages the site's e-mail links open (src/domain/api/emailLinks.ts): the password
 * reset, the activation of an added address and the unsubscribe link. (The account-verify link's call is with the
 * e-mail confirmation's in codeHttp.ts.) None needs a session: the services judge the link and tell no stranger
 * whether an address has an account.
 */

type LinkPayload = { readonly payload: { readonly token: Redacted.Redacted<string> } }

const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000)

export const makeEmailLinkHandlers = Effect.gen(function* () {
  const recovery = yield* PasswordRecovery
  const activations = yield* EmailActivations
  const newsletters = yield* NewsletterStop
  return {
    checkPasswordResetLink: ({ payload }: LinkPayload) =>
      Effect.map(recovery.checkLink(Redacted.value(payload.token)), ({ expiresAt }) => ({ expiresAt: toSeconds(expiresAt) })),
    resetPasswordByLink: ({ payload }: { readonly payload: { readonly token: Redacted.Redacted<string>; readonly password: Redacted.Redacted<string> } }) =>
      Effect.as(recovery.resetByLink(Redacted.value(payload.token), payload.password), { changed: true as const }),
    activateEmail: ({ payload }: LinkPayload) => activations.activate(Redacted.value(payload.token)),
    stopNewsletter: ({ payload }: LinkPayload) => newsletters.stop(Redacted.value(payload.token)),
    // The mail client's one-click POST to the same link (RFC 8058): the token is in the link's query.
    stopNewsletterOneClick: ({ urlParams }: { readonly urlParams: { readonly token: Redacted.Redacted<string> } }) =>
      newsletters.stop(Redacted.value(urlParams.token))
  }
})
