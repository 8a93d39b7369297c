/**
 * SPEC.md 8: a login error that names form fields is classed by which of the two inputs it blames, for the form to
 * mark them and for the analytics counter: the login (e-mail, account ID or phone), the password, both, or unknown.
 */
export type LoginFieldErrorClass = "login" | "pass" | "both" | "unknown"

// uLogin and uPassword: the login call's own field names (SPEC.md 3), as a refusal of the request names them.
const LOGIN_FIELDS: ReadonlySet<string> = new Set(["login", "ulogin", "email", "accountid", "account_id", "phone", "username"])
const PASSWORD_FIELDS: ReadonlySet<string> = new Set(["pass", "password", "upassword"])

export const loginFieldErrorClass = (fields: ReadonlyArray<string>): LoginFieldErrorClass => {
  const names = fields.map((field) => field.trim().toLowerCase())
  const login = names.some((name) => LOGIN_FIELDS.has(name))
  const pass = names.some((name) => PASSWORD_FIELDS.has(name))
  return login && pass ? "both" : login ? "login" : pass ? "pass" : "unknown"
}
