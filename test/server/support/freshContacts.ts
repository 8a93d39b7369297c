/**
 * Phone numbers and e-mail addresses no other test has used: server tests of several files share one database,
 * so each file passes its own area code and e-mail prefix.
 */
let numbers = 0
let emails = 0

/** A Russian national number in `areaCode`, typed as the phone mask shows it: "(913) 123-45-67". */
export const freshNational = (areaCode: string): string => {
  const n = String(Date.now() % 10_000).padStart(4, "0") + String(++numbers).padStart(3, "0")
  return `(${areaCode}) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5, 7)}`
}

/** A Russian national number as the server stores it: "+79131234567". */
export const e164 = (national: string): string => `+7${national.replace(/\D/g, "")}`

/** A mixed-case domain (or prefix) lets a test check that addresses are compared without case. */
export const freshEmail = (prefix: string, domain = "example.com"): string => `${prefix}.${++emails}.${Date.now()}@${domain}`
