import { Clock, Effect, Layer } from "effect"
import { Outbox } from "./outbox"
import { makeOutboxRepo } from "./repo"
import { renderMessage } from "./templates"

/**
 * The embedded default: every message is rendered and kept in the database (status 'kept'), nothing leaves the
 * machine. Non-production servers show them on the dev mailbox, so every flow can be finished locally. Only the
 * template and the recipient are logged, never the text: it holds codes and links.
 */
export const DatabaseOutboxLive = Layer.effect(
  Outbox,
  Effect.gen(function* () {
    const repo = yield* makeOutboxRepo
    return {
      send: (message) =>
        Effect.gen(function* () {
          const { subject, text } = renderMessage(message.template, message.language, message.params)
          const at = new Date(yield* Clock.currentTimeMillis)
          yield* repo.insert({
            channel: message.channel,
            recipient: message.to,
            template: message.template,
            language: message.language,
            subject,
            body: text,
            params: JSON.stringify(message.params),
            headers: JSON.stringify(message.headers ?? {}),
            status: "kept",
            at
          })
          yield* Effect.logDebug(`outbox kept ${message.channel} ${message.template}`)
        })
    }
  })
)
