import { useSignals } from "@preact/signals-react/runtime"
import { type MouseEvent, useEffect } from "react"
import { ChooseSocialRegistration } from "../../../commands/session/metricsCommands"
import { LoadSocialProviders } from "../../../commands/session/socialCommands"
import { useDispatch, useStore } from "../../AppContext"
import { useSessionTexts } from "../authTexts"
import "./social.css"
import { buttonClass } from "../../kit/Button"

const startPath = (provider: string): string => `/social-api/oauth/${encodeURIComponent(provider)}/start`

const KNOWN_ERRORS = ["state_mismatch", "no_sign_in", "cancelled", "invalid_answer", "registration_refused", "provider_unavailable", "unknown_provider"] as const
type KnownError = (typeof KNOWN_ERRORS)[number]

/** The reason the server sent the player back to sign-in with (`social_error` in the query), if any. */
const socialErrorOf = (search: string): KnownError | "other" | null => {
  const reason = new URLSearchParams(search).get("social_error")
  if (reason === null) return null
  return (KNOWN_ERRORS as ReadonlyArray<string>).includes(reason) ? (reason as KnownError) : "other"
}

/**
 * Sign-in and registration through the server's OpenID Connect providers. The player leaves the site for the
 * provider and comes back signed in (the server's callback redirects by the rules of SPEC.md 4), so these are plain
 * navigations: links, which in the registration form carry its country, currency, bonus and referral code along.
 */
export const SocialSignIn = ({ mode }: { readonly mode: "login" | "register" }) => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const { loaded, providers } = store.socialProviders.value
  const lng = store.language.value.current ?? "en"
  const back = store.auth.value.previousRoute
  const error = mode === "login" ? socialErrorOf(store.location.value.search) : null

  useEffect(() => {
    if (!loaded) void dispatch(new LoadSocialProviders({}))
  }, [loaded, dispatch])

  const query = new URLSearchParams({ lng, ...(back === null ? {} : { return: back }) })
  return (
    <div className="social-sign-in">
      {error === null ? null : (
        <p className="auth-form__error" role="alert">
          {t(`social.errors.${error}`)}
        </p>
      )}
      {providers.length === 0 ? null : mode === "login" ? (
        <>
          <p className="social-sign-in__or">{t("social.or")}</p>
          {providers.map((provider) => (
            <a key={provider.id} className={buttonClass("secondary", "social-sign-in__provider")} href={`${startPath(provider.id)}?${query.toString()}`}>
              <span className="social-sign-in__badge" aria-hidden="true">
                {provider.name.slice(0, 1)}
              </span>
              {t("social.continueWith", { name: provider.name })}
            </a>
          ))}
        </>
      ) : (
        <>
          <p className="social-sign-in__hint">{t("social.registerHint")}</p>
          {providers.map((provider) => (
            <a
              key={provider.id}
              className={buttonClass("secondary", "social-sign-in__provider")}
              href={`${startPath(provider.id)}?${query.toString()}`}
              onClick={(event) => {
                const choices = withFormChoices(event, startPath(provider.id), query)
                // SPEC.md 3 socialData: the choices taken to the provider, for the registration's analytics.
                if (choices !== undefined) void dispatch(new ChooseSocialRegistration(choices))
              }}
            >
              <span className="social-sign-in__badge" aria-hidden="true">
                {provider.name.slice(0, 1)}
              </span>
              {t("social.registerWith", { name: provider.name })}
            </a>
          ))}
        </>
      )}
    </div>
  )
}

/** The registration form's fields the start call takes (SocialStartParams), by their names in the form. */
const CHOICE_FIELDS = ["country", "currency", "bonus", "refCode"] as const

/**
 * A registration link carries the form's current choices: they are read when it is followed, after the form's own
 * checks (the age confirmation) pass. A link, not a form submission: the page's CSP lets forms post only to this
 * site, and the start call redirects to the provider.
 */
const withFormChoices = (
  event: MouseEvent<HTMLAnchorElement>,
  path: string,
  base: URLSearchParams
): { readonly countryId: number; readonly currencyId: number; readonly refCode: string } | undefined => {
  const form = event.currentTarget.closest("form")
  if (form === null) return undefined
  if (!form.reportValidity()) {
    event.preventDefault()
    return undefined
  }
  const data = new FormData(form)
  const query = new URLSearchParams(base)
  for (const field of CHOICE_FIELDS) {
    const value = String(data.get(field) ?? "").trim()
    if (value !== "") query.set(field, value)
  }
  event.currentTarget.href = `${path}?${query.toString()}`
  const id = (field: string) => Number(String(data.get(field) ?? ""))
  return { countryId: id("country"), currencyId: id("currency"), refCode: String(data.get("refCode") ?? "").trim() }
}
