import type { ReactNode } from "react"
import { RotateCasinoSeeds } from "../../../commands/casino/play/commands"
import { useDispatch } from "../../AppContext"
import { Button } from "../../kit/Button"
import { Field, FieldError } from "../../kit/Field"
import { usePlayTexts } from "./usePlayTexts"

/**
 * The verifier's pieces that every kind of round shares (stepped rounds, bonus plays): the seeds' fields with the field
 * named when it is wrong, the JSON fields, and the facts of the stream and the commitment check.
 */

export interface SeedsForm {
  readonly serverSeed: string
  readonly commitment: string
  readonly clientSeed: string
  readonly nonce: string
}

/** The nonce as typed: a whole number, or NaN (which the verifier refuses, naming the field). */
export const nonceOf = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/** JSON as typed, or undefined when it is not JSON. */
export const jsonOf = (text: string): { readonly value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return undefined
  }
}

type FieldName = keyof SeedsForm

export const SeedFields = <F extends SeedsForm>({
  form,
  setForm,
  problemField
}: {
  readonly form: F
  readonly setForm: (form: F) => void
  /** The seed field the verifier refused, if any. */
  readonly problemField: string | undefined
}) => {
  const { t } = usePlayTexts()
  const field = (name: FieldName) => ({
    value: form[name],
    onChange: (e: { readonly target: { readonly value: string } }) => setForm({ ...form, [name]: e.target.value }),
    "aria-invalid": problemField === name ? true : undefined
  })
  const problem = (name: "serverSeed" | "clientSeed" | "nonce") => (problemField === name ? <FieldError>{t(`fairness.problem.${name}`)}</FieldError> : null)
  return (
    <>
      <Field label={t("fairness.serverSeed")}>
        <input className="field__input play-hex" spellCheck={false} autoComplete="off" {...field("serverSeed")} />
        {problem("serverSeed")}
      </Field>
      <Field label={t("fairness.commitment")}>
        <input className="field__input play-hex" spellCheck={false} autoComplete="off" {...field("commitment")} />
      </Field>
      <Field label={t("fairness.clientSeed")}>
        <input className="field__input" spellCheck={false} autoComplete="off" {...field("clientSeed")} />
        {problem("clientSeed")}
      </Field>
      <Field label={t("fairness.nonce")}>
        <input className="field__input" inputMode="numeric" autoComplete="off" {...field("nonce")} />
        {problem("nonce")}
      </Field>
    </>
  )
}

/** A JSON field of the verifier's form, with what is wrong with it. */
export const JsonField = ({ label, value, onChange, problem }: { readonly label: string; readonly value: string; readonly onChange: (text: string) => void; readonly problem: string | null }) => (
  <Field label={label}>
    <textarea className="field__input fairness__choices" spellCheck={false} rows={3} value={value} aria-invalid={problem === null ? undefined : true} onChange={(e) => onChange(e.target.value)} />
    {problem === null ? null : <FieldError>{problem}</FieldError>}
  </Field>
)

/** The stream's bytes the mapping read and the server seed's hash against the commitment. */
export const StreamFacts = ({ verified }: { readonly verified: { readonly bytesRead: number; readonly bytesHex: string; readonly commitment: string; readonly commitmentMatches: boolean | null } }) => {
  const { t } = usePlayTexts()
  return (
    <>
      <dt>{t("fairness.bytes")}</dt>
      <dd>
        <span>{t("fairness.bytesCount", { count: verified.bytesRead })}</span>{" "}
        <code className="play-hex" data-testid="verifier-bytes">
          {verified.bytesHex}
        </code>
      </dd>
      <dt>{t("fairness.hash")}</dt>
      <dd>
        <code className="play-hex" data-testid="verifier-hash">
          {verified.commitment}
        </code>
        <p className={verified.commitmentMatches === false ? "play-error" : verified.commitmentMatches === true ? "fairness__ok" : "muted"} data-testid="verifier-commitment">
          {verified.commitmentMatches === null ? t("fairness.noCommitment") : verified.commitmentMatches ? t("fairness.matches") : t("fairness.mismatch")}
        </p>
      </dd>
    </>
  )
}

/** The page around a verifier's form and result: the title, the lead, what the round is, and the two columns. */
export const VerifierFrame = ({ status, form, result, mapping }: { readonly status: ReactNode; readonly form: ReactNode; readonly result: ReactNode; readonly mapping: ReactNode }) => {
  const { t } = usePlayTexts()
  return (
    <div className="container fairness">
      <h1>{t("fairness.title")}</h1>
      <p className="muted fairness__lead">{t("fairness.lead")}</p>
      <div className="fairness__columns">
        <section className="fairness__form" aria-label={t("fairness.title")}>
          {status}
          {form}
        </section>
        <section className="fairness__result" aria-labelledby="fairness-result" data-testid="verifier-result">
          <h2 id="fairness-result">{t("fairness.result")}</h2>
          {result}
        </section>
      </div>
      <section className="fairness__scheme">
        <h2>{t("fairness.scheme.title")}</h2>
        <p>{t("fairness.scheme.commit")}</p>
        <p>{t("fairness.scheme.stream")}</p>
        <p>{t("fairness.scheme.draw")}</p>
        <p>{t("fairness.scheme.reveal")}</p>
        <h3>{t("fairness.mapping.title")}</h3>
        <p>{mapping}</p>
      </section>
    </div>
  )
}

/** A round whose server seed is still in play is secret: the notice says so, and rotating the seeds reveals it. */
export const SeedNotRevealed = () => {
  const { t } = usePlayTexts()
  const dispatch = useDispatch()
  return (
    <div className="fairness__notice" role="status">
      <p>{t("fairness.notRevealed")}</p>
      <Button variant="primary" onClick={() => void dispatch(new RotateCasinoSeeds({}))}>
        {t("fairness.rotate")}
      </Button>
    </div>
  )
}
