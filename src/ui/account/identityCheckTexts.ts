import { isKnownRejectionReason } from "../../domain/account/identityCheck"
import type { useAreaTexts } from "../i18n/areaTexts"

type T = ReturnType<typeof useAreaTexts<"account">>["t"]

/** Why the provider did not confirm the identity, in the player's words; a code the site does not know, generically. */
export const rejectionText = (t: T, reason: string | null): string =>
  t(`verification.identityCheck.reason.${reason !== null && isKnownRejectionReason(reason) ? reason : "other"}` as "verification.identityCheck.reason.other")
