// A round-robin balancer for a cluster on one machine (npm run cluster, the cluster test): each request goes to the next
// server process in turn, and to the one after it when that one refuses the connection (a process that died), so a
// player sees the cluster, not its processes. It says who the player is the way a proxy does (X-Forwarded-For and
// X-Forwarded-Proto): the servers believe it only with TRUSTED_PROXIES naming this machine.
// Plain Node on purpose: it runs before any dependency exists.
import { request as httpRequest, createServer } from "node:http"

/** Hop-by-hop headers: they belong to one connection, not to the request. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"])

/**
 * Starts the balancer on `port` (0: any free port) in front of `backends` (ports on 127.0.0.1); answers its server and
 * the port it listens on. `backends` may change while it runs (a process restarted on another port).
 */
export const startBalancer = async ({ port, host = "127.0.0.1", backends }) => {
  let next = 0
  const server = createServer((incoming, outgoing) => {
    const chunks = []
    incoming.on("data", (chunk) => chunks.push(chunk))
    incoming.on("end", () => {
      const body = Buffer.concat(chunks)
      const headers = {}
      for (const [name, value] of Object.entries(incoming.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value
      const forwardedFor = incoming.headers["x-forwarded-for"]
      headers["x-forwarded-for"] = forwardedFor ? `${forwardedFor}, ${incoming.socket.remoteAddress}` : incoming.socket.remoteAddress
      headers["x-forwarded-proto"] = "http"
      const first = next++ % backends.length
      const attempt = (tried) => {
        if (tried === backends.length) {
          outgoing.writeHead(502, { "content-type": "text/plain" }).end("No server process answered.\n")
          return
        }
        const backend = backends[(first + tried) % backends.length]
        const proxied = httpRequest({ host: "127.0.0.1", port: backend, method: incoming.method, path: incoming.url, headers }, (answer) => {
          const out = {}
          for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value
          outgoing.writeHead(answer.statusCode ?? 502, out)
          answer.pipe(outgoing)
        })
        // Only a connection the process refused (it is not there) goes to the next one: a request it may have started
        // to act on is never sent twice.
        proxied.on("error", (error) => (error.code === "ECONNREFUSED" && !outgoing.headersSent ? attempt(tried + 1) : outgoing.destroy(error)))
        proxied.end(body)
      }
      attempt(0)
    })
  })
  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, resolve)
  })
  return { server, port: server.address().port }
}
