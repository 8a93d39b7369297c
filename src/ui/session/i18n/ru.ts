import type { SessionTexts } from "./en"

/** Russian texts of the `session` area: every key of the English set (the type checker insists). */
export const ru: SessionTexts = {
  captcha: {
    title: "Проверка безопасности",
    text: "Сервер просит подтвердить, что вы человек (код {{code}}). Введите код проверки, чтобы продолжить.",
    label: "Код проверки",
    submit: "Подтвердить",
    cancel: "Отмена"
  },
  login: {
    title: "Вход",
    loginLabel: "E-mail или номер счёта",
    passwordLabel: "Пароль",
    save: "Не выходить 30 дней",
    submit: "Войти",
    submitting: "Входим…",
    noAccount: "Ещё нет аккаунта?",
    register: "Зарегистрироваться",
    close: "Закрыть",
    errors: {
      wrongCredentials: "Неверный логин или пароль.",
      invalidLogin: "Введите e-mail или 9-значный номер счёта.",
      tooMany: "Слишком много попыток. Повторите через минуту.",
      network: "Сервер недоступен. Проверьте соединение и повторите.",
      other: "Не удалось войти (ошибка {{code}}). Повторите."
    }
  },
  registration: {
    title: "Регистрация",
    closed: "Регистрация на этом сайте недоступна.",
    oneClickTab: "В один клик",
    emailTab: "По e-mail",
    country: "Страна",
    currency: "Валюта",
    bonus: "Бонус на первый депозит",
    bonusSport: "Бонус для ставок на спорт",
    bonusCasino: "Бонус для казино",
    bonusNone: "Без бонуса",
    refCode: "Промокод или реферальный код (необязательно)",
    email: "Электронная почта",
    password: "Пароль",
    passwordRules: "От 8 до 64 символов, хотя бы одна буква и одна цифра, без пробелов.",
    adult: "Мне больше 18 лет, я принимаю условия и правила сайта.",
    submit: "Зарегистрироваться",
    submitting: "Регистрируем…",
    haveAccount: "Уже есть аккаунт?",
    login: "Войти",
    errors: {
      emailTaken: "Аккаунт с этим e-mail уже существует. Войдите.",
      weakPassword: "Пароль не соответствует правилам ниже.",
      invalidEmail: "Введите правильный адрес e-mail.",
      unknownChoice: "Эта страна или валюта недоступна.",
      closed: "Регистрация на этом сайте закрыта.",
      tooMany: "Слишком много регистраций из вашей сети. Повторите позже.",
      network: "Сервер недоступен. Проверьте соединение и повторите.",
      other: "Не удалось зарегистрироваться (ошибка {{code}}). Повторите."
    }
  },
  credentials: {
    title: "Ваш аккаунт готов",
    text: "Сохраните номер счёта и пароль сейчас: пароль показывается только один раз.",
    accountId: "Номер счёта",
    password: "Пароль",
    copy: "Копировать",
    copied: "Скопировано",
    save: "Сохранить в файл",
    replayed: "(нет в воспроизведённом журнале)",
    fileText: "Аккаунт {{company}}\nНомер счёта: {{accountId}}\nПароль: {{password}}\n",
    done: "Я сохранил их, продолжить"
  }
}