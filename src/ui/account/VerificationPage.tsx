import { useSignals } from "@preact/signals-react/runtime"
import { useRef, useState } from "react"
import { Link } from "wouter"
import { LoadVerification, UploadDocument } from "../../commands/account/verificationCommands"
import {
  ACCEPTED_DOCUMENT_TYPES,
  DOCUMENT_KINDS,
  type DocumentKind,
  type VerificationDocument,
  type VerificationState,
  verificationStatusOf
} from "../../domain/account/verification"
import type { ApiError } from "../../domain/api/clientErrors"
import type { VerificationPageState } from "../../projections/account/verification"
import { useDispatch, useStore } from "../AppContext"
import { rejectionText } from "./identityCheckTexts"
import { useVerification } from "./useVerification"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./verification.css"
import { buttonClass } from "../kit/Button"
import { Field } from "../kit/Field"

type T = ReturnType<typeof useAreaTexts<"account">>["t"]

/** The refusal in the player's words: the server's typed 4xx by status (415 type, 413 size, 409 too many). */
const refusalText = (t: T, error: ApiError | null): string => {
  const status = error?._tag === "ServerRefused" ? error.status : undefined
  if (status === 415 || status === 413 || status === 409) return t(`verification.refused.${String(status) as "415" | "413" | "409"}`)
  return t("verification.refused.other")
}

/** One document the player sent, with the operator's decision. */
const DocumentLine = ({ document, lng, t }: { readonly document: VerificationDocument; readonly lng: string; readonly t: T }) => (
  <li className={`verification-doc verification-doc--${document.status}`} data-testid={`document-${document.id}`}>
    <span className="verification-doc__name">{document.fileName}</span>
    <span className="verification-doc__date">
      {t("verification.uploadedAt", { date: new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" }).format(document.uploadedAt) })}
    </span>
    <span className={`verification-badge verification-badge--${document.status}`}>{t(`verification.documentStatus.${document.status}`)}</span>
    {document.reason === null ? null : <span className="verification-doc__reason">{t("verification.reason", { reason: document.reason })}</span>}
  </li>
)

/** One kind of document: what to send, what was sent, and the form to send (again) when it is still needed. */
const KindCard = ({ kind, state, lng, t }: { readonly kind: DocumentKind; readonly state: VerificationPageState; readonly lng: string; readonly t: T }) => {
  const dispatch = useDispatch()
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<File | null>(null)
  const documents = (state.data?.documents ?? []).filter((d) => d.kind === kind)
  const needed = state.data?.missing.includes(kind) ?? false
  const uploading = state.uploading?.kind === kind ? state.uploading : null
  const outcome = state.outcome?.kind === kind ? state.outcome : null
  return (
    <section className="verification-kind card" aria-labelledby={`kind-${kind}`} data-testid={`kind-${kind}`}>
      <h2 id={`kind-${kind}`}>{t(`verification.kind.${kind}`)}</h2>
      <p className="muted">{t(`verification.kindHint.${kind}`)}</p>
      {documents.length === 0 ? null : (
        <ul className="verification-kind__docs">
          {[...documents].reverse().map((document) => (
            <DocumentLine key={document.id} document={document} lng={lng} t={t} />
          ))}
        </ul>
      )}
      {needed ? (
        <form
          className="verification-kind__form"
          onSubmit={(event) => {
            event.preventDefault()
            if (chosen === null) return
            void dispatch(new UploadDocument({ kind, file: chosen }))
            setChosen(null)
            if (input.current !== null) input.current.value = ""
          }}
        >
          <Field label={t("verification.choose")}>
            <input
              ref={input}
              className="field__input"
              type="file"
              name={`file-${kind}`}
              accept={ACCEPTED_DOCUMENT_TYPES.join(",")}
              disabled={state.uploading !== null}
              onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
            />
          </Field>
          <button type="submit" className={buttonClass("primary")} disabled={chosen === null || state.uploading !== null}>
            {t("verification.send")}
          </button>
        </form>
      ) : null}
      <p className={`verification-kind__outcome${outcome?.success === false ? " verification-kind__outcome--failed" : ""}`} role="status">
        {uploading !== null ? t("verification.sending", { name: uploading.fileName }) : outcome === null ? "" : outcome.success ? t("verification.sent") : refusalText(t, outcome.error)}
      </p>
    </section>
  )
}

/**
 * The way to the online identity check (its own page), with how the player's latest check ended. Shown while the
 * site offers the check and the player is not verified, and once a check verified them (to say how).
 */
const IdentityCheckCard = ({ data, lng, t }: { readonly data: VerificationState; readonly lng: string; readonly t: T }) => {
  const latest = data.identityCheck
  const confirmed = data.status === "verified" && latest?.status === "verified"
  if (!confirmed && (data.status === "verified" || !data.identityCheckAvailable)) return null
  return (
    <section className="identity-check-card card" aria-labelledby="identity-check-card" data-testid="identity-check-card">
      <div>
        <h2 id="identity-check-card">{t("verification.identityCheck.title")}</h2>
        <p className="muted">{confirmed ? t("verification.identityCheck.card.confirmed") : t("verification.identityCheck.card.text")}</p>
        {!confirmed && latest !== null && latest.status !== "verified" ? (
          <p className={`identity-check-card__latest identity-check-card__latest--${latest.status}`}>
            {t(`verification.identityCheck.status.${latest.status}`)}
            {latest.status === "rejected" ? ` ${rejectionText(t, latest.reason)}` : ""}
          </p>
        ) : null}
      </div>
      {confirmed ? null : (
        <Link href={`/${lng}/verification/identity-check`} className={buttonClass("primary")}>
          {t("verification.identityCheck.card.open")}
        </Link>
      )}
    </section>
  )
}

/** The personal office's verification (SPEC.md 2.5): status, the convert-account reminder (SPEC.md 4), documents by kind. */
export const VerificationPage = () => {
  useSignals()
  const { t } = useAreaTexts("account", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const { isPlayer, state } = useVerification()

  const body = (() => {
    if (!isPlayer) {
      return (
        <p className="muted">
          {t("verification.signIn")} <Link href={`/${lng}/user/login`}>{t("verification.logIn")}</Link>
        </p>
      )
    }
    if (state.status === "idle") return <p className="muted">{t("verification.loading")}</p>
    if (state.status === "failed" || state.data === null) {
      return (
        <div className="verification__notice" role="alert">
          <p>{t("verification.loadFailed")}</p>
          <button type="button" className={buttonClass("primary")} onClick={() => void dispatch(new LoadVerification({}))}>
            {t("verification.retry")}
          </button>
        </div>
      )
    }
    const { convertStatus, documents, status } = state.data
    // Refused by the online check rather than by the operator: no document of the player's is refused.
    const refusedOnline = status === "rejected" && verificationStatusOf(documents) !== "rejected"
    return (
      <>
        <div className={`verification-status verification-status--${status}`} data-testid="verification-status">
          <strong>{refusedOnline ? t("verification.identityCheck.status.rejected") : t(`verification.status.${status}`)}</strong>
          <span>{refusedOnline ? t("verification.identityCheck.statusHint") : t(`verification.statusHint.${status}`)}</span>
        </div>
        <p className={`verification-convert verification-convert--${convertStatus}`} data-testid="convert-reminder">
          {t(`verification.convert.${String(convertStatus) as "0" | "1" | "2"}`)}
        </p>
        <IdentityCheckCard data={state.data} lng={lng} t={t} />
        {/* Verified by the online check with no document sent: there is nothing to send or show by kind. */}
        {status === "verified" && documents.length === 0 ? null : (
          <div className="verification-kinds">
            {DOCUMENT_KINDS.map((kind) => (
              <KindCard key={kind} kind={kind} state={state} lng={lng} t={t} />
            ))}
          </div>
        )}
      </>
    )
  })()

  return (
    <div className="container verification">
      <h1>{t("verification.title")}</h1>
      <p className="muted verification__lead">{t("verification.lead")}</p>
      {body}
    </div>
  )
}
