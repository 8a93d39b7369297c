import { CREDENTIAL_PLACEHOLDER } from "../../domain/api/credentials"

/** The credential string at `path` of an answer, if the answer has one there. */
export const credentialAt = (answer: unknown, path: ReadonlyArray<string>): string | undefined => {
  let at: unknown = answer
  for (const key of path) at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined
  return typeof at === "string" ? at : undefined
}

/** A copy of the answer with the placeholder at `path`: the shape the contract promises, without the secret. */
export const withoutCredential = (answer: unknown, path: ReadonlyArray<string>): unknown => {
  const [key, ...rest] = path
  if (key === undefined) return CREDENTIAL_PLACEHOLDER
  if (typeof answer !== "object" || answer === null) return answer
  const record = answer as Record<string, unknown>
  return { ...record, [key]: withoutCredential(record[key], rest) }
}
