import { useSignals } from "@preact/signals-react/runtime"
import { SubmitTwoStepCode } from "../../commands/session/commands"
import { AuthErrorCode } from "../../domain/session/credentials"
import { useDispatch, useStore } from "../AppContext"
import { loginErrorKey } from "./authErrors"
import { useSessionTexts } from "./authTexts"
import { TwoStepCodeStep } from "./TwoStepCodeStep"

/** The refusals that leave a sign-in waiting for its second step: the first ask (18) and a wrong code (19). */
export const WAITING_FOR_SECOND_STEP: ReadonlyArray<number> = [AuthErrorCode.twoStepCodeRequired, AuthErrorCode.wrongTwoStepCode]

/** Whether the last sign-in refusal left a sign-in waiting for the authenticator's code. */
export const isWaitingForSecondStep = (failure: { readonly error: { readonly _tag: string; readonly code?: number | undefined } } | null): boolean =>
  failure !== null && failure.error._tag === "ServerRefused" && failure.error.code !== undefined && WAITING_FOR_SECOND_STEP.includes(failure.error.code)

/**
 * The second step of a two-step player's sign-in, whichever way the first went (password, SMS code, a social
 * provider, one-tap): the authenticator's code finishes the sign-in the server keeps waiting for this browser (its
 * HttpOnly cookie). Nothing of the first step is kept here: no password, no SMS code.
 */
export const SecondStepForm = ({ onBack }: { readonly onBack: () => void }) => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const failure = useStore().auth.value.loginError
  // The first ask (code 18) is the step's title, not an error; a wrong code, a network failure or a limit is.
  const refused = failure === null || (failure.error._tag === "ServerRefused" && failure.error.code === AuthErrorCode.twoStepCodeRequired) ? null : loginErrorKey(failure.error)
  return (
    <TwoStepCodeStep
      error={refused === null ? null : t(refused.key, { code: refused.code })}
      onCode={(code) => dispatch(new SubmitTwoStepCode({ code })).then(() => undefined)}
      onBack={onBack}
    />
  )
}
