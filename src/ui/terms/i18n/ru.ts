import type { TermsTexts } from "./en"

/** Русские тексты области `terms`: страница подтверждения изменённых правил. */
export const ru: TermsTexts = {
  title: "Наши правила изменились",
  lead: "Прочитайте, что изменилось, и примите новые правила, чтобы продолжить пользоваться сайтом.",
  updated: "Обновлено {{date}}",
  loading: "Загрузка…",
  loadFailed: "Не удалось загрузить правила.",
  retryLoad: "Повторить",
  readRules: "Читать правила",
  accept: "Я принимаю",
  accepting: "Сохраняем…",
  errorTitle: "Не принято",
  retry: "Повторить",
  messages: {
    information_confirm_terms_error: "Не удалось сохранить ваше согласие. Попробуйте ещё раз."
  }
}
