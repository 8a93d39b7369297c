import { Effect, Option } from "effect"
import type { PlainAnswer } from "../platform/http/cachedAnswer"
import type { HotRoute } from "../platform/http/hotRoutes"
import { SocialSignIn } from "./socialSignIn"

/**
 * GET /social-api/oauth/google-one-tap/clientId as a hot read (ARCHITECTURE 6): every guest's page asks it (SPEC.md 5,
 * the one-tap prompt), and the server's render of a guest's first route asks it too (ARCHITECTURE 10), whose calls
 * must all be answered in place. The answer never changes while the server runs: the client id, or the session
 * group's 403 when no one-tap provider is configured, as the same bytes. A query is left to the group.
 */
export const ONE_TAP_CLIENT_ID_PATH = "/social-api/oauth/google-one-tap/clientId"

const HEADERS = { "content-type": "application/json", "cache-control": "no-store" } as const
const answer = (status: number, value: unknown): PlainAnswer => ({ status, headers: HEADERS, body: Buffer.from(JSON.stringify(value)) })

export const oneTapClientIdHotRoute = Effect.map(SocialSignIn, (social): HotRoute => {
  const fixed = Option.match(social.oneTapClientId, {
    onNone: () => answer(403, { message: "one-tap sign-in is not configured", _tag: "Forbidden" }),
    onSome: (clientId) => answer(200, { clientId })
  })
  return { path: ONE_TAP_CLIENT_ID_PATH, answer: ({ query }) => (query.size === 0 ? fixed : undefined) }
})
