import { Effect, type Redacted } from "effect"
import { BadRequest } from "../../src/domain/api/errors"
import { codeRefusal } from "../../src/domain/session/codeRefusal"
import type { CodePurpose } from "../../src/domain/session/verificationCode"
import type { VerificationCodesShape } from "./verificationCodes"

/**
 * Spends a one-time code, or fails with the refusal its verdict answers (400 with a code of CodeErrorCode: wrong,
 * time_up, too many attempts). A destination that was never sent a code is simply wrong_code.
 */
export const requireCode = (
  codes: VerificationCodesShape,
  request: { readonly purpose: CodePurpose; readonly to: string; readonly code: Redacted.Redacted<string> }
): Effect.Effect<void, BadRequest> =>
  Effect.flatMap(codes.verify(request), (verdict) => (verdict.result === "verified" ? Effect.void : Effect.fail(new BadRequest(codeRefusal(verdict)))))
