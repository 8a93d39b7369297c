import { request as httpRequest } from "node:http"

export interface RawAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
  readonly body: string
}

/** A request sent exactly as given (any method, any body with its length), for the attacks fetch() would refuse to send. */
export const rawRequest = (
  baseUrl: string,
  options: { readonly method: string; readonly path: string; readonly headers?: Record<string, string>; readonly body?: Buffer | string }
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(baseUrl)
    const body = options.body === undefined ? undefined : Buffer.from(options.body)
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: options.path,
        method: options.method,
        headers: { ...options.headers, ...(body === undefined ? {} : { "content-length": String(body.byteLength) }) }
      },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }))
        res.on("error", reject)
      }
    )
    req.on("error", reject)
    req.end(body)
  })
