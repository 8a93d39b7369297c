import { protectionStatus } from "../../../domain/account/protectionLevel"
import type { SecurityState } from "../../../domain/api/accountOffice"
import { useOfficeTexts } from "./useOfficeTexts"

const METHODS = ["enable_two_factor_auth", "enable_security_question", "enable_phone_binding", "enable_email_auth", "is_changed_password"] as const

/** The protection level (SPEC.md 5: bad, normal, good, full) as a meter, and which methods make it. */
export const ProtectionLevelCard = ({ security }: { readonly security: SecurityState }) => {
  const { t } = useOfficeTexts()
  const status = protectionStatus(security.protection_level)
  return (
    <div className={`office-card protection${status === null ? "" : ` protection--${status}`}`} data-testid="protection-level" data-status={status ?? "none"}>
      <div>
        <h2>{t("office.security.level")}</h2>
        <div className="protection__status">{status === null ? "—" : t(`office.security.status.${status}`)}</div>
        <div
          className="protection__meter"
          role="meter"
          aria-label={t("office.security.level")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={security.protection_level}
        >
          <div className="protection__fill" style={{ width: `${Math.max(4, security.protection_level)}%` }} />
        </div>
      </div>
      <ul className="protection__methods">
        {METHODS.map((method) => {
          const on = security.protection_methods[method]
          return (
            <li key={method} className="protection__method">
              <span>{t(`office.security.methods.${method}`)}</span>
              <span className={`protection__state${on ? " protection__state--on" : ""}`}>{on ? `✓ ${t("office.security.on")}` : t("office.security.off")}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
