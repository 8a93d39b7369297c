import type { SessionTexts } from "./en"

/** Russian texts of the `session` area: every key of the English set (the type checker insists). */
export const ru: SessionTexts = {
  captcha: {
    title: "Проверка безопасности",
    reasonRequired: "Слишком много попыток подряд. Подтвердите, что вы человек, чтобы продолжить.",
    reasonWrong: "Ответ не совпал с картинкой. Попробуйте эту.",
    reasonExpired: "Срок действия картинки истёк. Введите символы с этой.",
    reasonUnknown: "Эту картинку больше нельзя использовать. Введите символы с новой.",
    code: "(код {{code}})",
    imageAlt: "Картинка проверки: пять букв и цифр",
    imageLoading: "Загружаем картинку…",
    imageFailed: "Картинка не загрузилась. Запросите новую.",
    newImage: "Другая картинка",
    label: "Символы с картинки",
    submit: "Подтвердить",
    cancel: "Отмена"
  }
}
