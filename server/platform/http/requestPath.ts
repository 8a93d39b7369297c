/** The path of a request URL without its query string (which we never log: it may carry tokens). */
export const pathnameOf = (url: string): string => {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}
