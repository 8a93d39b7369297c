import type { FreshDatabase } from "./databases"
import { sessionCookieOf } from "./http"

/** An answer as the server tests read them: the status, the JSON body, the session cookie it set, and the response. */
export interface RegistrationAnswer {
  readonly status: number
  readonly body: Record<string, any>
  readonly cookie: string | undefined
  readonly response: Response
}

const postJson = async (url: string, body: unknown, headers: Record<string, string>): Promise<RegistrationAnswer> => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>), cookie: sessionCookieOf(response), response }
}

/** The code of the newest confirmation e-mail to `email`, as the player reads it from the link. */
export const confirmationCode = async (database: FreshDatabase, email: string): Promise<string> => {
  const rows = await database.query(
    "select params->>'code' as code from outbox_messages where recipient = $1 and template = 'email_confirmation' order by id desc limit 1",
    [email.trim().toLowerCase()]
  )
  const code = rows[0]?.["code"]
  if (typeof code !== "string") throw new Error(`no confirmation e-mail to ${email}`)
  return code
}

/**
 * Registers by e-mail as a player does (issue 7): the registration, then the link of the confirmation e-mail, which
 * makes the player and signs this client in. Answers the link's sign-in as the other registrations answer theirs
 * (userId, accountId, data.token, and the session cookie); a refused registration is answered as it came.
 */
export const registerByEmailLink = async (
  server: { readonly url: string; readonly database: FreshDatabase },
  registration: { readonly email: string; readonly password: string } & Record<string, unknown>,
  headers: Record<string, string> = {}
): Promise<RegistrationAnswer> => {
  const started = await postJson(`${server.url}/auth-api/registration/full`, { country_id: 1, currency_id: 1, ...registration }, headers)
  if (started.status !== 200) return started
  const code = await confirmationCode(server.database, registration.email)
  const confirmed = await postJson(`${server.url}/auth-api/email/confirm`, { email: registration.email, code }, headers)
  if (confirmed.status !== 200 || confirmed.body["signedIn"] === null) throw new Error(`the link made no player: ${confirmed.status} ${JSON.stringify(confirmed.body)}`)
  return { ...confirmed, body: confirmed.body["signedIn"] as Record<string, any> }
}
