import { BlockList, isIP } from "node:net"
import { Context } from "effect"
import { HeaderNames, isGeoCountryHeader } from "../../../src/domain/api/shared"

/**
 * What the server believes about the client behind a request. The headers a proxy sets (X-Forwarded-For,
 * X-Forwarded-Proto, the geo country) are believed only when the connection comes from an address listed in
 * TRUSTED_PROXIES; from anyone else they are the client's own claims and are ignored.
 */
export interface ClientInfo {
  /** The client's address: the connection's, or the nearest untrusted one a trusted proxy forwarded. */
  readonly address: string
  /** The client reached us over TLS (a trusted proxy says so). */
  readonly https: boolean
  /** Two upper-case letters from a trusted proxy, else null. */
  readonly geoCountry: string | null
}

export type ProxyTrust = (remoteAddress: string | undefined, headers: Readonly<Record<string, string | undefined>>) => ClientInfo

/** "::ffff:127.0.0.1" is how Node reports an IPv4 client on a dual-stack socket. */
const plainAddress = (address: string): string => (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address)

/** TRUSTED_PROXIES entries: addresses or subnets ("10.0.0.0/8", "::1"); anything else is refused at start. */
export const parseTrustedProxies = (entries: ReadonlyArray<string>): BlockList => {
  const list = new BlockList()
  for (const raw of entries) {
    const entry = raw.trim()
    if (entry === "") continue
    const [address = "", bits] = entry.split("/")
    const family = isIP(address)
    if (family === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`TRUSTED_PROXIES: ${JSON.stringify(entry)} is not an address or subnet`)
    const type = family === 4 ? "ipv4" : "ipv6"
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}

const isTrusted = (list: BlockList, address: string): boolean => {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6")
}

/** Addresses whose verdict is kept: a process hears from a few proxies, or from a crowd of its own clients. */
const VERDICTS_KEPT = 4096

export const makeProxyTrust = (list: BlockList): ProxyTrust => {
  // The list never changes, so an address's verdict neither: kept, since a BlockList check (an address object made and
  // matched) costs as much as the rest of a hot read's answer.
  const verdicts = new Map<string, boolean>()
  const trusted = (address: string): boolean => {
    let verdict = verdicts.get(address)
    if (verdict === undefined) {
      verdict = isTrusted(list, address)
      if (verdicts.size >= VERDICTS_KEPT) verdicts.clear()
      verdicts.set(address, verdict)
    }
    return verdict
  }
  return (remoteAddress, headers) => clientOf(trusted, remoteAddress, headers)
}

const clientOf = (trusted: (address: string) => boolean, remoteAddress: string | undefined, headers: Readonly<Record<string, string | undefined>>): ClientInfo => {
  const peer = plainAddress(remoteAddress ?? "")
  if (!trusted(peer)) return { address: peer, https: false, geoCountry: null }
  // Right to left: each trusted proxy appended the address it saw; the first untrusted one is the client.
  const forwarded = (headers["x-forwarded-for"] ?? "").split(",").map((part) => plainAddress(part.trim())).filter((part) => isIP(part) !== 0)
  let address = peer
  for (let i = forwarded.length - 1; i >= 0 && trusted(address); i--) address = forwarded[i]!
  const proto = (headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim().toLowerCase()
  const geo = headers[HeaderNames.geoCountry]
  return { address, https: proto === "https", geoCountry: geo !== undefined && isGeoCountryHeader(geo) ? geo.toUpperCase() : null }
}

/** The server's ProxyTrust, built from TRUSTED_PROXIES. */
export class ProxyTrustService extends Context.Tag("oddsfold/server/ProxyTrust")<ProxyTrustService, ProxyTrust>() {}
