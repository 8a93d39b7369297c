import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { type LoadVerification, SendDocument, type UploadDocument } from "./verificationCommands"
import { DocumentUploaded, DocumentUploadFailed, DocumentUploadStarted, VerificationLoaded, VerificationLoadFailed } from "./verificationEvents"

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
