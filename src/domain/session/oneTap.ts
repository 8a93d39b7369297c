/**
 * The message the one-tap sandbox's popup page (public/one-tap-sandbox.html) posts to the site's window: the ID
 * token the sandbox issued, as Google's one-tap hands its `credential` to the page's callback.
 */
export const ONE_TAP_MESSAGE_TYPE = "oddsfold-one-tap"

/** The credential a posted message carries, when it is the popup's message and carries one. */
export const oneTapCredentialOf = (message: unknown): string | undefined => {
  if (typeof message !== "object" || message === null) return undefined
  const { credential, type } = message as { readonly type?: unknown; readonly credential?: unknown }
  return type === ONE_TAP_MESSAGE_TYPE && typeof credential === "string" && credential.length > 0 && credential.length <= 8192 ? credential : undefined
}
