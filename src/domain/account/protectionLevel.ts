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
