import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { Navigation } from "../../adapters/Navigation"
import { identityCheckContinuePath } from "../../domain/account/identityCheck"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { type LoadVerification, SendDocument, type StartIdentityCheck, type UploadDocument } from "./verificationCommands"
import {
  DocumentUploaded,
  DocumentUploadFailed,
  DocumentUploadStarted,
  IdentityCheckStarted,
  IdentityCheckStartFailed,
  VerificationLoaded,
  VerificationLoadFailed
} from "./verificationEvents"

export const loadVerification: Handler<LoadVerification> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.account.verification(undefined, { captcha: command.captcha }),
      (state) => emit(new VerificationLoaded({ state })),
      (error) => emit(new VerificationLoadFailed({ error }))
    )
  })

/** Raises the kind's upload flag, then sends the file (SendDocument), so the page shows it in progress. */
export const uploadDocument: Handler<UploadDocument> = ({ file, kind }) =>
  Effect.succeed(emitThen([new DocumentUploadStarted({ kind, fileName: file.name })], [new SendDocument({ kind, file })]))

/** The form the upload endpoint reads (src/domain/api/accountVerification.ts): the kind, then the file. */
const uploadForm = (command: SendDocument): FormData => {
  const form = new FormData()
  form.append("kind", command.kind)
  form.append("file", command.file, command.file.name)
  return form
}

export const sendDocument: Handler<SendDocument> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.account.uploadDocument({ payload: uploadForm(command) }, { captcha: command.captcha }),
      (state) => emit(new DocumentUploaded({ kind: command.kind, state })),
      (error) => emit(new DocumentUploadFailed({ kind: command.kind, error }))
    )
  })

/**
 * Opens an online identity check, then leaves for the provider: a full page load of the site's continue path, which
 * the server answers with a redirect to the provider's page of this check (that address never enters the log).
 */
export const startIdentityCheck: Handler<StartIdentityCheck> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const outcome = yield* fromServerAnswer(
      command,
      api.account.startIdentityCheck({ payload: { lng: command.lng } }, { captcha: command.captcha }),
      ({ checkId }) => emit(new IdentityCheckStarted({ checkId })),
      (error) => emit(new IdentityCheckStartFailed({ error }))
    )
    const started = outcome.events.find((event) => event._tag === "IdentityCheckStarted")
    if (started !== undefined && started._tag === "IdentityCheckStarted") yield* (yield* Navigation).assign(identityCheckContinuePath(started.checkId))
    return outcome
  })
