import { HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { IssuesCredential } from "./credentials"
import { BadRequest, TooManyRequests } from "./errors"
import { HeaderNames, HeaderValue } from "./shared"
import { PlayerText } from "../playerText"

/**
 * The second step of a two-step player's sign-in (issue 7), whichever way the first one went: password, SMS code,
 * a social provider or one-tap. The first step answered 400 with AuthErrorCode 18 and left the sign-in waiting on
 * the server, tied to this browser by an HttpOnly cookie sent only to this path (no secret in a URL, a body the
 * client sees, or its log); the authenticator's code sent here makes the session. A wrong code is 19; 20 when no
 * sign-in waits any more (five minutes, a few wrong codes, or done already): sign in again.
 */
export const TWO_STEP_SIGN_IN_PATH = "/auth-api/login/two-step"

/** Where a page form is answered by a redirect (the social callback): the sign-in page asks for the code. */
export const TWO_STEP_QUERY_FLAG = "two_step"

export const TwoStepSignInRequest = Schema.Struct({
  /** The authenticator's code: six digits (the client strips spaces); Redacted once decoded, so never logged. */
  code: Schema.Redacted(PlayerText(16))
})

/**
 * Signed in, as every way of signing in answers it; whether the session is the long one ("save" of the first step),
 * and where to go when the server decided it (social, one-tap).
 */
export const TwoStepSignedIn = Schema.Struct({
  userId: Schema.Int,
  accountId: Schema.Int,
  data: Schema.Struct({ token: Schema.String }),
  remember: Schema.Boolean,
  redirectUrl: Schema.NullOr(Schema.String)
})

// Guarded like the password sign-in: rate limited per client address, and the captcha after repeated failures.
export const loginTwoStep = HttpApiEndpoint.post("loginTwoStep", TWO_STEP_SIGN_IN_PATH)
  .setPayload(TwoStepSignInRequest)
  .setHeaders(Schema.Struct({ [HeaderNames.captcha]: Schema.optional(HeaderValue) }))
  .addSuccess(TwoStepSignedIn)
  .addError(BadRequest)
  .addError(TooManyRequests)
  .annotate(IssuesCredential, { kind: "user", path: ["data", "token"] })
