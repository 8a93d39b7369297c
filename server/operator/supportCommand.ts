import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Either, Redacted, Schema } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { type OperatorSupportThread, type OperatorSupportTicket, SupportReply } from "../../src/domain/api/support"

/**
 * The operator tool's `support` commands: `support list [--all]` lists the tickets waiting for an answer (or every
 * ticket, newest change first), `support show <id>` prints a ticket's thread, `support reply <id> "text"` answers in
 * it (the player's office shows it within seconds) and `support close <id>` closes it. Texts are printed as JSON
 * strings, so whatever a player typed cannot move the operator's terminal.
 */

export const SUPPORT_USAGE = `       npm run operator -- support list [--all]
       npm run operator -- support show <ticket id>
       npm run operator -- support reply <ticket id> "answer shown to the player"
       npm run operator -- support close <ticket id>`

/** The operator's input is not a support command: nothing was sent. */
export class SupportInputRefused extends Error {}

const time = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ")

const who = (ticket: OperatorSupportTicket) => (ticket.userId === null ? `guest ${JSON.stringify(ticket.email ?? "")}` : `player ${ticket.userId}`)

export const ticketLine = (ticket: OperatorSupportTicket): string =>
  [`#${ticket.id}`, ticket.status.padEnd(8), ticket.kind.padEnd(8), who(ticket), `${ticket.messages} msg`, time(ticket.updatedAt), JSON.stringify(ticket.topic)].join("  ")

export const threadText = (thread: OperatorSupportThread): string =>
  [ticketLine(thread.ticket), ...thread.messages.map((message) => `  ${time(message.at)}  ${message.author.padEnd(8)}  ${JSON.stringify(message.text)}`)].join("\n")

const ticketId = (text: string | undefined): Either.Either<number, SupportInputRefused> => {
  const id = Number(text)
  return Number.isSafeInteger(id) && id > 0 ? Either.right(id) : Either.left(new SupportInputRefused(`a ticket id is a positive whole number, not ${JSON.stringify(text ?? "")}`))
}

export const supportCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, id, ...rest] = args
    // The support group's client only: building the whole contract's client costs far more than the call.
    const support = yield* HttpApiClient.group(OddsfoldApi, {
      group: "operatorSupport",
      baseUrl: url,
      httpClient: HttpClient.mapRequest(yield* HttpClient.HttpClient, HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    switch (action) {
      case "list": {
        if (rest.length > 0 || (id !== undefined && id !== "--all")) return yield* Effect.fail(new SupportInputRefused("list takes nothing but --all"))
        const tickets = yield* support.list({ urlParams: { status: id === "--all" ? "all" : "waiting" } })
        return tickets.length === 0 ? (id === "--all" ? "no tickets" : "no tickets waiting for an answer") : tickets.map(ticketLine).join("\n")
      }
      case "show":
      case "close": {
        if (rest.length > 0) return yield* Effect.fail(new SupportInputRefused(`${action} takes a ticket id only`))
        const ticketPath = { ticketId: yield* ticketId(id) }
        if (action === "show") return threadText(yield* support.show({ path: ticketPath }))
        return `closed: ${ticketLine((yield* support.close({ path: ticketPath })).ticket)}`
      }
      case "reply": {
        const ticketPath = { ticketId: yield* ticketId(id) }
        const decoded = Schema.decodeUnknownEither(SupportReply)({ message: rest.join(" ") })
        if (Either.isLeft(decoded)) return yield* Effect.fail(new SupportInputRefused(`not sent, the answer is not one a ticket takes: ${decoded.left.message}`))
        return `answered: ${threadText(yield* support.reply({ path: ticketPath, payload: decoded.right }))}`
      }
      default:
        return yield* Effect.fail(new SupportInputRefused(`support takes list, show, reply or close, not ${JSON.stringify(action ?? "")}`))
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))
