import { createServer, request as forward, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A balancer in front of several servers, as a cluster is deployed: every request, the browser's and the servers'
 * own calls to the site (the sandbox provider's discovery and token calls), goes to the next server in turn, with
 * the Host header it came with. `pin` sends every request to one server until `roundRobin` is called again, so a test
 * can say which process answers which step.
 */
export interface Balancer {
  readonly url: string
  /** Set the servers once they listen (they are started with the balancer's URL as their PUBLIC_URL). */
  targets: ReadonlyArray<string>
  readonly pin: (index: number) => void
  readonly roundRobin: () => void
  /** Which server (by index) answered each request, in order. */
  readonly answeredBy: Array<number>
  readonly close: () => Promise<void>
}

export const startBalancer = async (): Promise<Balancer> => {
  let next = 0
  let pinned: number | null = null
  const answeredBy: Array<number> = []
  const state = { targets: [] as ReadonlyArray<string> }
  const server: Server = createServer((req, res) => {
    const index = pinned ?? next++ % state.targets.length
    answeredBy.push(index)
    const target = new URL(state.targets[index]!)
    const out = forward(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(res)
      }
    )
    out.on("error", () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(out)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    get targets() {
      return state.targets
    },
    set targets(list) {
      state.targets = list
    },
    pin: (index) => void (pinned = index),
    roundRobin: () => void (pinned = null),
    answeredBy,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
