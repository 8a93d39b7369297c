import { brotliCompressSync, constants, gzipSync } from "node:zlib"

/**
 * Brotli or gzip for text answers (JSON, HTML, scripts, styles, SVG, source maps). A body that is sent many
 * times (the site config, the client's files) is compressed once and kept (CachedBody); a body made per request
 * is compressed on the way out, faster and a little larger.
 */
export type Encoding = "br" | "gzip"

/** Below this, the headers cost more than compression saves. */
export const MIN_COMPRESSIBLE_BYTES = 1024

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/

export const isCompressible = (contentType: string | undefined): boolean => contentType !== undefined && COMPRESSIBLE.test(contentType)

/** The client's preferred encoding among ours: brotli, else gzip; q=0 refuses one. */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding | undefined => {
  if (acceptEncoding === undefined || acceptEncoding === "") return undefined
  const accepted = new Set<string>()
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith("q="))
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name)
  }
  if (accepted.has("br")) return "br"
  if (accepted.has("gzip")) return "gzip"
  return undefined
}

const knownAcceptEncodings = new Map<string, Encoding | undefined>()
/** Distinct Accept-Encoding values remembered: browsers send a handful; anything past this is parsed each time. */
const KNOWN_ACCEPT_ENCODINGS = 64

/** preferredEncoding for a header sent again and again (every poll of a hot read), parsed once per distinct value. */
export const preferredEncodingOf = (acceptEncoding: string | undefined): Encoding | undefined => {
  if (acceptEncoding === undefined) return undefined
  if (knownAcceptEncodings.has(acceptEncoding)) return knownAcceptEncodings.get(acceptEncoding)
  const encoding = preferredEncoding(acceptEncoding)
  if (knownAcceptEncodings.size < KNOWN_ACCEPT_ENCODINGS) knownAcceptEncodings.set(acceptEncoding, encoding)
  return encoding
}

/** Kept bodies are compressed hard (once); per-request bodies quickly. */
export const compress = (bytes: Uint8Array, encoding: Encoding, effort: "once" | "per-request"): Uint8Array =>
  encoding === "br"
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: effort === "once" ? 9 : 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength
        }
      })
    : gzipSync(bytes, { level: effort === "once" ? 9 : 6 })

/**
 * A body sent many times as it is: its bytes and the compressed copies made on first demand, hard when the body is
 * kept long, quickly when it is kept a moment (a live list's answer at one version of the line).
 */
export class EncodedCopies {
  private readonly encoded = new Map<Encoding, Uint8Array>()
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    private readonly effort: "once" | "per-request" = "once"
  ) {}

  /** The bytes to send for this Accept-Encoding, and the encoding used (undefined: as they are). */
  forEncoding(acceptEncoding: string | undefined): { readonly body: Uint8Array; readonly encoding: Encoding | undefined } {
    const encoding = this.bytes.byteLength >= MIN_COMPRESSIBLE_BYTES && isCompressible(this.contentType) ? preferredEncoding(acceptEncoding) : undefined
    if (encoding === undefined) return { body: this.bytes, encoding }
    let body = this.encoded.get(encoding)
    if (body === undefined) {
      body = compress(this.bytes, encoding, this.effort)
      this.encoded.set(encoding, body)
    }
    return { body, encoding }
  }
}

/** A body served many times with a validator (the site config, the client's files): compressed hard, once. */
export class CachedBody extends EncodedCopies {
  constructor(
    bytes: Uint8Array,
    contentType: string,
    /** A weak validator (W/"..."): the same for every encoding of these bytes. */
    readonly etag: string
  ) {
    super(bytes, contentType)
  }
}
