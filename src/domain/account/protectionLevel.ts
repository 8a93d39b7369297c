/**
 * SPEC.md 5 and 9: the account's protection level (0-100, from the security settings the player has turned on) shown
 * as a status. Thresholds 30, 70 and 100: 30 or below is bad, above 30 and below 70 normal, 70 up to 100 good, 100
 * full. No level (the server sent none) stays no status.
 */
export type ProtectionStatus = "bad" | "normal" | "good" | "full"

export const protectionStatus = (level: number | null): ProtectionStatus | null => {
  if (level === null || Number.isNaN(level)) return null
  if (level <= 30) return "bad"
  if (level < 70) return "normal"
  if (level < 100) return "good"
  return "full"
}

/** SPEC.md 3 `protection_methods`: what the player has turned on to protect the account. */
export interface ProtectionMethods {
  readonly is_changed_password: boolean
  readonly enable_two_factor_auth: boolean
  readonly enable_phone_binding: boolean
  readonly enable_security_question: boolean
  readonly enable_email_auth: boolean
}

/**
 * The protection level the server answers (0-100): each of the five methods is a fifth. One method is still bad
 * (20), two or three normal, four good, all five full.
 */
export const protectionLevelOf = (methods: ProtectionMethods): number =>
  [methods.is_changed_password, methods.enable_two_factor_auth, methods.enable_phone_binding, methods.enable_security_question, methods.enable_email_auth].filter(
    Boolean
  ).length * 20
