import { Effect } from "effect"
import { type HttpTransport, TransportFailed } from "./HttpTransport"

/**
 * A transport through fetch with `keepalive`, so a request sent as the page goes away (hidden, closed, reloaded)
 * still arrives: for the site's own measurements (analytics, web vitals), whose answers nobody waits for.
 */
export const keepaliveTransport: HttpTransport["Type"] = {
  send: (request) =>
    Effect.tryPromise({
      try: async () => {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          credentials: "same-origin",
          keepalive: true
        })
        return { status: response.status, body: await response.text() }
      },
      catch: (cause) => new TransportFailed({ cause })
    })
}
