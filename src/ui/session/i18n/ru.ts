import type { SessionTexts } from "./en"

/** Russian texts of the `session` area: every key of the English set (the type checker insists). */
export const ru: SessionTexts = {
  captcha: {
    title: "Проверка безопасности",
    text: "Сервер просит подтвердить, что вы человек (код {{code}}). Введите код проверки, чтобы продолжить.",
    label: "Код проверки",
    submit: "Подтвердить",
    cancel: "Отмена"
  }
}
