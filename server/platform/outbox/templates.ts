import type { Template } from "./outbox"

/**
 * The texts of every message the site sends, in English and Russian (other languages get English). SMS texts stay
 * within one 70-character Cyrillic segment where they can; the code comes first so a phone's autofill finds it.
 */
export interface RenderedMessage {
  readonly subject: string
  readonly text: string
}

type Params = Readonly<Record<string, string>>
type Texts = Readonly<Record<Template, (params: Params) => RenderedMessage>>

const v = (params: Params, key: string): string => params[key] ?? ""

const en: Texts = {
  phone_registration_code: (p) => ({
    subject: "Registration code",
    text: `${v(p, "code")} is your Oddsfold registration code. It is valid for 10 minutes. Do not share it.`
  }),
  sms_sign_in_code: (p) => ({
    subject: "Sign-in code",
    text: `${v(p, "code")} is your Oddsfold sign-in code. It is valid for 10 minutes. Do not share it.`
  }),
  password_recovery_code: (p) => ({
    subject: "Password recovery code",
    text:
      p["link"] === undefined
        ? `${v(p, "code")} is your Oddsfold password recovery code. It is valid for 10 minutes. If you did not ask for it, ignore this message.`
        : `Hello,\n\nto set a new password for Oddsfold, open ${v(p, "link")} or enter the code ${v(p, "code")}.\nThe link and the code are valid for 10 minutes, and either works once.\n\nIf you did not ask for it, ignore this message: your password stays as it is.`
  }),
  phone_binding_code: (p) => ({
    subject: "Phone confirmation code",
    text: `${v(p, "code")} is your code to link this phone to your Oddsfold account. It is valid for 10 minutes.`
  }),
  phone_unbinding_code: (p) => ({
    subject: "Phone unlinking code",
    text: `${v(p, "code")} is your code to unlink this phone from your Oddsfold account. It is valid for 10 minutes. If you did not ask for it, change your password.`
  }),
  email_confirmation: (p) => ({
    subject: "Confirm your e-mail address",
    text: `Hello,\n\nplease confirm your e-mail address for Oddsfold: open ${v(p, "link")} or enter the code ${v(p, "code")}.\nThe link and the code are valid for 10 minutes.\n\nIf you did not register at Oddsfold, ignore this message.`
  }),
  registration_attempt: (p) => ({
    subject: "Someone tried to register with your address",
    text: `Hello,\n\nsomeone tried to register at Oddsfold with this e-mail address, which already has an account.\nIf it was you, sign in at ${v(p, "signIn")} or, if you forgot your password, recover it at ${v(p, "recovery")}.\n\nIf it was not you, ignore this message: nothing has changed in your account.`
  }),
  email_activation: (p) => ({
    subject: "Confirm the e-mail address of your account",
    text: `Hello,\n\nOddsfold account ${v(p, "account")} asked to use this e-mail address. To confirm it, open ${v(p, "link")}\nThe link is valid for 10 minutes. Then you can sign in with this address and recover your password by e-mail.\n\nIf you did not ask for it, ignore this message: the address will not be added to any account.`
  }),
  email_activation_attempt: () => ({
    subject: "Someone asked to add your address to another account",
    text: `Hello,\n\nsomeone asked to add this e-mail address to an Oddsfold account, but it already belongs to yours. It stays with your account and nothing has changed.\n\nIf you did not ask for it, you may ignore this message.`
  }),
  newsletter: (p) => ({
    subject: v(p, "subject"),
    text: `${v(p, "text")}\n\n—\nYou receive this because news by e-mail is on in your Oddsfold mailing settings (${v(p, "settings")}).\nTo stop receiving news, open ${v(p, "link")}`
  }),
  support_answer: (p) => ({
    subject: `Re: ${v(p, "topic")}`,
    text: `Hello,\n\nthank you for your question to Oddsfold support. Our answer:\n\n${v(p, "answer")}\n\nTo ask more, use "Ask a question" on the site again.`
  })
}

const ru: Texts = {
  phone_registration_code: (p) => ({
    subject: "Код регистрации",
    text: `${v(p, "code")} — ваш код регистрации в Oddsfold. Действует 10 минут. Никому не сообщайте его.`
  }),
  sms_sign_in_code: (p) => ({
    subject: "Код входа",
    text: `${v(p, "code")} — ваш код входа в Oddsfold. Действует 10 минут. Никому не сообщайте его.`
  }),
  password_recovery_code: (p) => ({
    subject: "Код восстановления пароля",
    text:
      p["link"] === undefined
        ? `${v(p, "code")} — ваш код восстановления пароля Oddsfold. Действует 10 минут. Если вы его не запрашивали, просто проигнорируйте сообщение.`
        : `Здравствуйте!\n\nЧтобы задать новый пароль Oddsfold, откройте ${v(p, "link")} или введите код ${v(p, "code")}.\nСсылка и код действуют 10 минут, и сработает что-то одно, один раз.\n\nЕсли вы не запрашивали восстановление, просто проигнорируйте письмо: пароль останется прежним.`
  }),
  phone_binding_code: (p) => ({
    subject: "Код подтверждения телефона",
    text: `${v(p, "code")} — ваш код привязки телефона к счёту Oddsfold. Действует 10 минут.`
  }),
  phone_unbinding_code: (p) => ({
    subject: "Код отвязки телефона",
    text: `${v(p, "code")} — ваш код отвязки телефона от счёта Oddsfold. Действует 10 минут. Если вы его не запрашивали, смените пароль.`
  }),
  email_confirmation: (p) => ({
    subject: "Подтвердите адрес электронной почты",
    text: `Здравствуйте!\n\nПодтвердите адрес электронной почты для Oddsfold: откройте ${v(p, "link")} или введите код ${v(p, "code")}.\nСсылка и код действуют 10 минут.\n\nЕсли вы не регистрировались в Oddsfold, просто проигнорируйте это письмо.`
  }),
  registration_attempt: (p) => ({
    subject: "Кто-то пытался зарегистрироваться с вашим адресом",
    text: `Здравствуйте!\n\nКто-то пытался зарегистрироваться в Oddsfold с этим адресом электронной почты, но у него уже есть счёт.\nЕсли это были вы, войдите: ${v(p, "signIn")}, а если забыли пароль, восстановите его: ${v(p, "recovery")}.\n\nЕсли это были не вы, просто проигнорируйте письмо: в вашем счёте ничего не изменилось.`
  }),
  email_activation: (p) => ({
    subject: "Подтвердите адрес электронной почты вашего счёта",
    text: `Здравствуйте!\n\nДля счёта Oddsfold ${v(p, "account")} указан этот адрес электронной почты. Чтобы подтвердить его, откройте ${v(p, "link")}\nСсылка действует 10 минут. После этого вы сможете входить с этим адресом и восстанавливать пароль по почте.\n\nЕсли это были не вы, просто проигнорируйте письмо: адрес не будет добавлен ни к какому счёту.`
  }),
  email_activation_attempt: () => ({
    subject: "Кто-то пытался добавить ваш адрес к другому счёту",
    text: `Здравствуйте!\n\nКто-то пытался добавить этот адрес электронной почты к счёту Oddsfold, но адрес уже принадлежит вашему счёту. Он остаётся за вами, ничего не изменилось.\n\nЕсли это были не вы, просто проигнорируйте письмо.`
  }),
  newsletter: (p) => ({
    subject: v(p, "subject"),
    text: `${v(p, "text")}\n\n—\nВы получили это письмо, потому что в настройках рассылки Oddsfold включены новости по электронной почте (${v(p, "settings")}).\nЧтобы больше не получать новости, откройте ${v(p, "link")}`
  }),
  support_answer: (p) => ({
    subject: `Re: ${v(p, "topic")}`,
    text: `Здравствуйте!\n\nСпасибо за ваш вопрос в поддержку Oddsfold. Наш ответ:\n\n${v(p, "answer")}\n\nЧтобы спросить ещё, снова нажмите «Задать вопрос» на сайте.`
  })
}

export const renderMessage = (template: Template, language: string, params: Params): RenderedMessage =>
  (language === "ru" ? ru : en)[template](params)
