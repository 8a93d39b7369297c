/** Path prefixes that belong to the API; everything else is the client's (static files, client routes). */
export const API_PREFIXES = ["/bff-api", "/web-api", "/auth-api"] as const

export const isApiPath = (pathname: string): boolean =>
  API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

/** The path of a request URL without its query string (which we never log: it may carry tokens). */
export const pathnameOf = (url: string): string => {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}
