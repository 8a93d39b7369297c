/**
 * The default texts of the information and legal pages and the rules (SPEC.md 2.6), in English and Russian, written
 * at start where a page is missing (an operator's published text is never replaced). Markdown, as the operator
 * writes; the server sanitizes it like any other.
 */

import { DEFAULT_PARTNER_PAGES } from "./partnerPages"

export interface DefaultText {
  readonly title: string
  readonly description: string
  readonly markdown: string
}

export interface DefaultPage {
  readonly slug: string
  readonly en: DefaultText
  readonly ru: DefaultText
}

export const DEFAULT_PAGES: ReadonlyArray<DefaultPage> = [
  {
    slug: "about",
    en: {
      title: "About Oddsfold",
      description: "Who we are: a sports betting and casino site for adults.",
      markdown: `# About Oddsfold

Oddsfold is an online sports betting and casino site for players aged **18 and over**.

- Pre-match and live betting on dozens of sports and cyber sports.
- A bet slip with singles, express and system bets.
- Casino games, including our own provably fair games.
- Responsible gaming tools in every account: deposit limits, session limits, reality checks, time-outs and self-exclusion.

We keep players' money apart from our own, pay winnings promptly and answer every question our players ask. See [Contacts](contacts) to reach us.`
    },
    ru: {
      title: "О компании Oddsfold",
      description: "Кто мы: сайт ставок на спорт и казино для совершеннолетних.",
      markdown: `# О компании Oddsfold

Oddsfold — сайт ставок на спорт и онлайн-казино для игроков **старше 18 лет**.

- Ставки до матча и в лайве на десятки видов спорта и киберспорт.
- Купон с одиночными ставками, экспрессами и системами.
- Игры казино, в том числе наши собственные честные (provably fair) игры.
- Инструменты ответственной игры в каждом счёте: лимиты депозита, лимит сессии, напоминания о времени, тайм-аут и самоисключение.

Деньги игроков хранятся отдельно от средств компании, выигрыши выплачиваются быстро. Связаться с нами можно на странице [Контакты](contacts).`
    }
  },
  {
    slug: "contacts",
    en: {
      title: "Contacts",
      description: "How to reach Oddsfold support.",
      markdown: `# Contacts

Our support team answers every day, around the clock.

| Question | Where to ask |
|---|---|
| Account, bets, payments | support@oddsfold.example |
| Responsible gaming | care@oddsfold.example |
| Complaints and disputes | disputes@oddsfold.example |

Signed-in players can also write from the **Support** section of the personal office. We answer e-mails within 24 hours.`
    },
    ru: {
      title: "Контакты",
      description: "Как связаться со службой поддержки Oddsfold.",
      markdown: `# Контакты

Служба поддержки работает ежедневно и круглосуточно.

| Вопрос | Куда писать |
|---|---|
| Счёт, ставки, платежи | support@oddsfold.example |
| Ответственная игра | care@oddsfold.example |
| Жалобы и споры | disputes@oddsfold.example |

Авторизованные игроки могут написать из раздела **Поддержка** личного кабинета. Мы отвечаем на письма в течение 24 часов.`
    }
  },
  {
    slug: "howbet",
    en: {
      title: "How to place a bet",
      description: "Placing a bet on Oddsfold in four steps.",
      markdown: `# How to place a bet

1. **Sign in** or register; only players aged 18 and over may bet.
2. **Top up** your account in the cashier.
3. **Pick an outcome** in the line or live: its odds go to the bet slip.
4. **Enter the stake** in the slip and press *Place bet*.

A single is one outcome. An express joins several outcomes: it wins only if all of them win, and its odds are their product. A system is a set of expresses of a chosen size built from your outcomes.

If the odds change while you place the bet, the slip follows your setting: accept any change, accept only higher odds, or ask every time.`
    },
    ru: {
      title: "Как сделать ставку",
      description: "Ставка на Oddsfold за четыре шага.",
      markdown: `# Как сделать ставку

1. **Войдите** или зарегистрируйтесь; ставки принимаются только от игроков старше 18 лет.
2. **Пополните** счёт в кассе.
3. **Выберите исход** в линии или лайве — его коэффициент попадёт в купон.
4. **Введите сумму** в купоне и нажмите *Сделать ставку*.

Одиночная ставка — один исход. Экспресс объединяет несколько исходов: он выигрывает, только если выиграли все, а его коэффициент равен их произведению. Система — набор экспрессов выбранного размера из ваших исходов.

Если коэффициент изменился во время оформления, купон поступит по вашей настройке: принимать любые изменения, только повышение или спрашивать каждый раз.`
    }
  },
  {
    slug: "payment",
    en: {
      title: "Deposits and withdrawals",
      description: "Payment methods, limits and timings.",
      markdown: `# Deposits and withdrawals

- Deposits are credited as soon as the payment provider confirms them, usually within minutes.
- Withdrawals go to the method you deposited with, after the checks required by law; most are paid within 24 hours.
- We never charge a fee for a deposit or a withdrawal; your bank or provider may.
- Your account's currency is chosen at registration; you may add accounts in other currencies in the personal office.

A withdrawal may need your identity to be verified first (see [KYC policy](kycpolicy)).`
    },
    ru: {
      title: "Пополнение и вывод",
      description: "Способы оплаты, лимиты и сроки.",
      markdown: `# Пополнение и вывод

- Депозит зачисляется, как только платёжная система его подтвердит, обычно за несколько минут.
- Вывод выполняется на тот способ, которым вы пополняли счёт, после проверок, требуемых законом; большинство выплат — в течение 24 часов.
- Мы не берём комиссию за пополнение и вывод; её может взять ваш банк или платёжная система.
- Валюта счёта выбирается при регистрации; счета в других валютах можно добавить в личном кабинете.

Для вывода может потребоваться подтвердить личность (см. [Политику KYC](kycpolicy)).`
    }
  },
  {
    slug: "cookies",
    en: {
      title: "Cookie policy",
      description: "Which cookies Oddsfold uses and how to choose.",
      markdown: `# Cookie policy

We use three kinds of cookies:

- **Necessary** — sign-in, security and your language. They are always on: the site does not work without them.
- **Functionality** — remember your display choices, such as the width of the window.
- **Marketing** — measure which of our campaigns brought you to us.

You choose functionality and marketing cookies in the cookie banner and may change your choice at any time. Read more in our [Privacy policy](privacy).`
    },
    ru: {
      title: "Политика использования cookie",
      description: "Какие cookie использует Oddsfold и как их выбрать.",
      markdown: `# Политика использования cookie

Мы используем cookie трёх видов:

- **Необходимые** — вход, безопасность и язык. Они всегда включены: без них сайт не работает.
- **Функциональные** — запоминают настройки отображения, например ширину окна.
- **Маркетинговые** — показывают, какая кампания привела вас к нам.

Функциональные и маркетинговые cookie вы выбираете в баннере и можете изменить выбор в любой момент. Подробнее — в [Политике конфиденциальности](privacy).`
    }
  },
  {
    slug: "privacy",
    en: {
      title: "Privacy policy",
      description: "What personal data Oddsfold keeps, why, and your rights.",
      markdown: `# Privacy policy

We keep only the data we need to run your account and to meet the law:

- your contact details, date of birth and the documents you verify with;
- your payments, bets and games;
- technical data of your visits (address, device), for security.

We never sell your data. We share it only with payment providers, identity-check providers and authorities where the law requires it. Passwords are stored only as salted hashes.

You may ask for a copy of your data, its correction or, where the law allows, its deletion by writing to support@oddsfold.example.`
    },
    ru: {
      title: "Политика конфиденциальности",
      description: "Какие персональные данные хранит Oddsfold, зачем и ваши права.",
      markdown: `# Политика конфиденциальности

Мы храним только те данные, которые нужны для работы вашего счёта и соблюдения закона:

- контактные данные, дату рождения и документы для верификации;
- платежи, ставки и игры;
- технические данные посещений (адрес, устройство) — для безопасности.

Мы никогда не продаём ваши данные. Мы передаём их только платёжным системам, сервисам проверки личности и государственным органам, когда этого требует закон. Пароли хранятся только в виде хешей с солью.

Вы можете запросить копию своих данных, их исправление или, где это разрешено законом, удаление, написав на support@oddsfold.example.`
    }
  },
  {
    slug: "licenses",
    en: {
      title: "Licences",
      description: "The licence under which Oddsfold operates.",
      markdown: `# Licences

Oddsfold operates under a licence for online sports betting and casino games issued by the gaming regulator of its jurisdiction. The licence requires us to:

- accept players aged 18 and over only;
- keep players' funds apart from the company's;
- offer responsible gaming tools and honour self-exclusion;
- verify players' identity and prevent money laundering.

The licence number and the regulator's register are shown on request to support.`
    },
    ru: {
      title: "Лицензии",
      description: "Лицензия, по которой работает Oddsfold.",
      markdown: `# Лицензии

Oddsfold работает по лицензии на онлайн-ставки на спорт и игры казино, выданной игорным регулятором своей юрисдикции. Лицензия обязывает нас:

- принимать только игроков старше 18 лет;
- хранить средства игроков отдельно от средств компании;
- предоставлять инструменты ответственной игры и соблюдать самоисключение;
- проверять личность игроков и противодействовать отмыванию денег.

Номер лицензии и реестр регулятора сообщаются по запросу в поддержку.`
    }
  },
  {
    slug: "taxation",
    en: {
      title: "Taxation of winnings",
      description: "How winnings are taxed.",
      markdown: `# Taxation of winnings

Whether your winnings are taxed depends on the law of the country where you are a tax resident. Where the law makes us a tax agent, we withhold the tax from the payout and show it in your transaction history. Otherwise declaring your winnings is your own duty.

Ask support for a statement of your winnings for any period.`
    },
    ru: {
      title: "Налогообложение выигрышей",
      description: "Как облагаются налогом выигрыши.",
      markdown: `# Налогообложение выигрышей

Облагаются ли выигрыши налогом, зависит от законодательства страны, налоговым резидентом которой вы являетесь. Если закон делает нас налоговым агентом, мы удерживаем налог при выплате и показываем его в истории операций. В остальных случаях декларировать выигрыш — ваша обязанность.

Справку о выигрышах за любой период можно запросить в поддержке.`
    }
  },
  {
    slug: "consent",
    en: {
      title: "Consent to the processing of personal data",
      description: "What you agree to when you register.",
      markdown: `# Consent to the processing of personal data

By registering you agree that Oddsfold processes your personal data to open and keep your account, to take payments, to check your identity and age, and to meet its legal duties. The data processed and your rights are set out in the [Privacy policy](privacy).

You may withdraw this consent by closing your account; data the law obliges us to keep is kept for the time it sets.`
    },
    ru: {
      title: "Согласие на обработку персональных данных",
      description: "С чем вы соглашаетесь при регистрации.",
      markdown: `# Согласие на обработку персональных данных

Регистрируясь, вы соглашаетесь на обработку Oddsfold ваших персональных данных для открытия и ведения счёта, приёма платежей, проверки личности и возраста и исполнения обязанностей, установленных законом. Состав данных и ваши права описаны в [Политике конфиденциальности](privacy).

Согласие можно отозвать, закрыв счёт; данные, которые закон обязывает хранить, хранятся в установленный им срок.`
    }
  },
  {
    slug: "simpleidentification",
    en: {
      title: "Simplified identification",
      description: "Verifying your identity online in a few minutes.",
      markdown: `# Simplified identification

Simplified identification confirms your name, date of birth and document online, without a visit to an office:

1. Open **Verification** in the personal office.
2. Start the online identity check and follow the provider's steps.
3. Come back to the site: your status updates as soon as the provider answers.

Until you are identified, withdrawals and some bonuses are not available.`
    },
    ru: {
      title: "Упрощённая идентификация",
      description: "Подтверждение личности онлайн за несколько минут.",
      markdown: `# Упрощённая идентификация

Упрощённая идентификация подтверждает имя, дату рождения и документ онлайн, без визита в офис:

1. Откройте **Верификацию** в личном кабинете.
2. Начните онлайн-проверку личности и следуйте шагам провайдера.
3. Вернитесь на сайт: статус обновится, как только провайдер ответит.

До идентификации вывод средств и некоторые бонусы недоступны.`
    }
  },
  {
    slug: "smsbets",
    en: {
      title: "Bets by SMS",
      description: "Placing a bet with a text message.",
      markdown: `# Bets by SMS

Players with a confirmed phone number may place a single by text message:

\`\`\`
BET <event id> <outcome> <stake>
\`\`\`

The answer confirms the bet and its odds, or says why it was refused. The stake comes from your main account; your limits apply as to any bet.`
    },
    ru: {
      title: "Ставки по SMS",
      description: "Как сделать ставку SMS-сообщением.",
      markdown: `# Ставки по SMS

Игроки с подтверждённым номером телефона могут сделать одиночную ставку SMS-сообщением:

\`\`\`
BET <номер события> <исход> <сумма>
\`\`\`

В ответ придёт подтверждение ставки с коэффициентом или причина отказа. Сумма списывается с основного счёта; ваши лимиты действуют как для любой ставки.`
    }
  },
  {
    slug: "amlkyc",
    en: {
      title: "AML and KYC",
      description: "Anti-money-laundering and know-your-customer rules in brief.",
      markdown: `# AML and KYC

We follow the anti-money-laundering (AML) and know-your-customer (KYC) rules of our licence:

- every player is identified before the first withdrawal;
- deposits and withdrawals go through the player's own payment methods;
- unusual transactions are reviewed and, where the law requires, reported.

The details are in our [AML policy](amlpolicy) and [KYC policy](kycpolicy).`
    },
    ru: {
      title: "AML и KYC",
      description: "Правила противодействия отмыванию денег и идентификации клиентов кратко.",
      markdown: `# AML и KYC

Мы соблюдаем правила противодействия отмыванию денег (AML) и идентификации клиентов (KYC) по нашей лицензии:

- каждый игрок проходит идентификацию до первого вывода;
- пополнения и выводы проходят только через собственные платёжные средства игрока;
- необычные операции проверяются и, когда этого требует закон, о них сообщается.

Подробности — в [Политике AML](amlpolicy) и [Политике KYC](kycpolicy).`
    }
  },
  {
    slug: "amlpolicy",
    en: {
      title: "Anti-money-laundering policy",
      description: "How Oddsfold prevents money laundering and terrorist financing.",
      markdown: `# Anti-money-laundering policy

1. **Identification.** We know who our players are: name, date of birth, address and a verified document.
2. **Own funds.** Money is paid out only to the method it came from, in the player's name.
3. **Monitoring.** Deposits without play, unusual amounts and linked accounts are reviewed by our compliance team.
4. **Reporting.** Suspicious activity is reported to the financial intelligence unit; the player is not told.
5. **Records.** Identification and transaction records are kept for at least five years.

We may suspend an account while a review is open.`
    },
    ru: {
      title: "Политика противодействия отмыванию денег",
      description: "Как Oddsfold противодействует отмыванию денег и финансированию терроризма.",
      markdown: `# Политика противодействия отмыванию денег

1. **Идентификация.** Мы знаем наших игроков: имя, дата рождения, адрес и проверенный документ.
2. **Собственные средства.** Деньги выплачиваются только на тот способ, с которого поступили, на имя игрока.
3. **Мониторинг.** Депозиты без игры, необычные суммы и связанные счета проверяет служба комплаенса.
4. **Сообщения.** О подозрительных операциях сообщается в орган финансовой разведки; игрок об этом не уведомляется.
5. **Хранение.** Данные идентификации и операций хранятся не менее пяти лет.

На время проверки счёт может быть приостановлен.`
    }
  },
  {
    slug: "disputeresolution",
    en: {
      title: "Dispute resolution",
      description: "How to make a complaint and how it is decided.",
      markdown: `# Dispute resolution

1. Write to disputes@oddsfold.example with your account number, the bet or payment concerned and what you ask for.
2. We confirm receipt within 24 hours and answer in full within 14 days.
3. If you disagree with our answer, you may take the dispute to the independent body named by our regulator, free of charge.

Bets are settled by the [rules](rules/general) in force when the bet was placed.`
    },
    ru: {
      title: "Разрешение споров",
      description: "Как подать жалобу и как она рассматривается.",
      markdown: `# Разрешение споров

1. Напишите на disputes@oddsfold.example, указав номер счёта, ставку или платёж и ваше требование.
2. Мы подтверждаем получение в течение 24 часов и даём полный ответ в течение 14 дней.
3. Если вы не согласны с ответом, вы можете бесплатно обратиться в независимый орган, назначенный регулятором.

Ставки рассчитываются по [правилам](rules/general), действовавшим в момент ставки.`
    }
  },
  {
    slug: "kycpolicy",
    en: {
      title: "KYC policy",
      description: "Which documents we ask for and why.",
      markdown: `# KYC policy

We verify every player's identity and age before the first withdrawal, and again when the law requires it.

- **Identity:** a passport, identity card or driving licence.
- **Address:** a utility bill or bank statement not older than three months.
- **Payment method:** a photo of the card with the middle digits covered, or a screenshot of the e-wallet.

Documents are uploaded in **Verification** in the personal office and are checked within 72 hours.`
    },
    ru: {
      title: "Политика KYC",
      description: "Какие документы мы запрашиваем и зачем.",
      markdown: `# Политика KYC

Мы проверяем личность и возраст каждого игрока до первого вывода и повторно, когда этого требует закон.

- **Личность:** паспорт, удостоверение личности или водительские права.
- **Адрес:** счёт за коммунальные услуги или выписка из банка не старше трёх месяцев.
- **Платёжное средство:** фото карты со скрытыми средними цифрами или снимок экрана электронного кошелька.

Документы загружаются в разделе **Верификация** личного кабинета и проверяются в течение 72 часов.`
    }
  },
  {
    slug: "responsiblegaming",
    en: {
      title: "Responsible gaming",
      description: "Limits, time-outs and self-exclusion: play stays a game.",
      markdown: `# Responsible gaming

Betting is entertainment, not a way to earn money. Set your own limits in the personal office, under **Responsible gaming**:

- **Deposit limits** for 24 hours, 7 days or 30 days;
- a **session limit** of 1 to 24 hours a day;
- **reality checks** every 5 to 60 minutes;
- a **time-out** of 1 to 90 days;
- **self-exclusion** from one day to ten years.

A lower limit applies at once; a higher one only after a waiting period. Self-exclusion cannot be cancelled before it ends.

If gambling stops being fun, talk to us at care@oddsfold.example or to a gambling help line in your country. Players under 18 are not allowed.`
    },
    ru: {
      title: "Ответственная игра",
      description: "Лимиты, тайм-аут и самоисключение: игра остаётся игрой.",
      markdown: `# Ответственная игра

Ставки — это развлечение, а не способ заработка. Установите свои лимиты в личном кабинете, в разделе **Ответственная игра**:

- **лимиты депозита** на 24 часа, 7 или 30 дней;
- **лимит сессии** от 1 до 24 часов в день;
- **напоминания о времени** каждые 5–60 минут;
- **тайм-аут** от 1 до 90 дней;
- **самоисключение** от одного дня до десяти лет.

Снижение лимита действует сразу, повышение — только после периода ожидания. Самоисключение нельзя отменить до его окончания.

Если игра перестала приносить удовольствие, напишите нам на care@oddsfold.example или обратитесь на линию помощи в вашей стране. Игроки младше 18 лет не допускаются.`
    }
  },
  {
    slug: "cash_terminals",
    en: {
      title: "Cash terminals",
      description: "Topping up your account in cash.",
      markdown: `# Cash terminals

Where our payment partners offer them, you can top up your account in cash at a payment terminal:

1. Choose *Betting* and then *Oddsfold* on the terminal's screen.
2. Enter your account number.
3. Insert the notes and keep the receipt until the deposit is credited.

Deposits at terminals are credited within 15 minutes. Withdrawals in cash are not offered.`
    },
    ru: {
      title: "Платёжные терминалы",
      description: "Пополнение счёта наличными.",
      markdown: `# Платёжные терминалы

Там, где их предлагают наши платёжные партнёры, счёт можно пополнить наличными через терминал:

1. Выберите на экране терминала *Ставки*, затем *Oddsfold*.
2. Введите номер счёта.
3. Внесите купюры и сохраните чек до зачисления депозита.

Пополнения через терминалы зачисляются в течение 15 минут. Вывод наличными не предусмотрен.`
    }
  },
  {
    slug: "betting-calculator",
    en: {
      title: "Betting calculator",
      description: "How the possible win of a single, an express and a system is worked out.",
      markdown: `# Betting calculator

- **Single:** possible win = stake × odds. A stake of 100 at 1.85 may win 185.
- **Express:** the odds are multiplied. 100 on 1.50 × 2.00 × 1.80 = 5.40 may win 540.
- **System:** the stake is split evenly between all expresses of the chosen size; each winning express pays its stake × its odds. A 2/3 system of 300 is three doubles of 100 each.

The bet slip shows the possible win of your bet before you place it.`
    },
    ru: {
      title: "Калькулятор ставок",
      description: "Как считается возможный выигрыш одиночной ставки, экспресса и системы.",
      markdown: `# Калькулятор ставок

- **Одиночная:** возможный выигрыш = сумма × коэффициент. Ставка 100 на 1,85 может выиграть 185.
- **Экспресс:** коэффициенты перемножаются. 100 на 1,50 × 2,00 × 1,80 = 5,40 может выиграть 540.
- **Система:** сумма делится поровну между всеми экспрессами выбранного размера; каждый выигравший экспресс платит свою сумму × свой коэффициент. Система 2 из 3 на 300 — это три двойника по 100.

Купон показывает возможный выигрыш до того, как вы сделаете ставку.`
    }
  },
  {
    slug: "betting-alphabet",
    en: {
      title: "Betting alphabet",
      description: "The words of betting, explained.",
      markdown: `# Betting alphabet

- **Odds** — how much a winning bet pays per unit staked.
- **Line** — events before they start; **live** — events in play.
- **Express** (accumulator) — several outcomes in one bet; all must win.
- **System** — all expresses of a chosen size from a set of outcomes.
- **Handicap** — a head start added to a team's score before settling.
- **Total** — the number of goals, points or games, over or under a line.
- **Cash-out** — settling a bet early for the amount offered.`
    },
    ru: {
      title: "Азбука ставок",
      description: "Термины ставок простыми словами.",
      markdown: `# Азбука ставок

- **Коэффициент** — сколько платит выигравшая ставка на единицу суммы.
- **Линия** — события до начала; **лайв** — события, которые идут сейчас.
- **Экспресс** — несколько исходов в одной ставке; выиграть должны все.
- **Система** — все экспрессы выбранного размера из набора исходов.
- **Фора** — преимущество, добавляемое к счёту команды при расчёте.
- **Тотал** — число голов, очков или геймов, больше или меньше заданного.
- **Кэшаут** — досрочный расчёт ставки на предложенную сумму.`
    }
  },
  {
    slug: "betting-awards",
    en: {
      title: "Betting awards",
      description: "The awards of the year's best bets.",
      markdown: `# Betting awards

Each year we celebrate our players' best bets:

- **Longest odds** — the winning express with the highest odds;
- **Live instinct** — the best live bet placed in the last ten minutes of a game;
- **Streak** — the longest run of winning singles.

Winners are chosen from settled bets of the calendar year and announced in our [news](news). Taking part needs nothing but playing; no purchase is required.`
    },
    ru: {
      title: "Премия ставок",
      description: "Награды за лучшие ставки года.",
      markdown: `# Премия ставок

Каждый год мы отмечаем лучшие ставки наших игроков:

- **Самый высокий коэффициент** — выигравший экспресс с наибольшим коэффициентом;
- **Чутьё лайва** — лучшая лайв-ставка за последние десять минут игры;
- **Серия** — самая длинная серия выигравших одиночных ставок.

Победители выбираются из рассчитанных ставок календарного года и объявляются в [новостях](news). Для участия достаточно играть; покупка не требуется.`
    }
  },
  {
    slug: "rules/general",
    en: {
      title: "Betting rules: general",
      description: "The general rules every bet on Oddsfold is accepted and settled by.",
      markdown: `# Betting rules

These rules apply to every bet. Chapters:

- [Accounts](rules/general/accounts)
- [Placing bets](rules/general/bets)
- [Settlement](rules/general/settlement)
- Sports: [football](rules/sports/football), [tennis](rules/sports/tennis), [basketball](rules/sports/basketball)
- [Casino](rules/casino) and [bonuses](rules/bonuses)

Only players aged 18 and over may bet. A bet is accepted when the site confirms it; in a dispute, our records of the bet prevail.`
    },
    ru: {
      title: "Правила ставок: общие положения",
      description: "Общие правила приёма и расчёта ставок Oddsfold.",
      markdown: `# Правила ставок

Эти правила действуют для каждой ставки. Разделы:

- [Счета](rules/general/accounts)
- [Приём ставок](rules/general/bets)
- [Расчёт](rules/general/settlement)
- Спорт: [футбол](rules/sports/football), [теннис](rules/sports/tennis), [баскетбол](rules/sports/basketball)
- [Казино](rules/casino) и [бонусы](rules/bonuses)

Ставки принимаются только от игроков старше 18 лет. Ставка принята, когда сайт её подтвердил; в споре приоритет имеют наши записи о ставке.`
    }
  },
  {
    slug: "rules/general/accounts",
    en: {
      title: "Rules: accounts",
      description: "One account per person, in the player's own name.",
      markdown: `# Accounts

- One person may hold one account. Duplicate accounts are closed and their bets may be void.
- The account must be in the player's own name, with true personal data.
- The player keeps the password secret and answers for bets placed with it.`
    },
    ru: {
      title: "Правила: счета",
      description: "Один счёт на человека, на имя игрока.",
      markdown: `# Счета

- Один человек может иметь один счёт. Повторные счета закрываются, ставки по ним могут быть аннулированы.
- Счёт открывается на имя игрока с достоверными персональными данными.
- Игрок хранит пароль в тайне и отвечает за ставки, сделанные с его помощью.`
    }
  },
  {
    slug: "rules/general/bets",
    en: {
      title: "Rules: placing bets",
      description: "When a bet is accepted and at which odds.",
      markdown: `# Placing bets

- A bet is accepted at the odds shown in the confirmation.
- Bets placed after an event has started, except live bets, are void.
- Minimum and maximum stakes and the maximum payout depend on the currency and the event.`
    },
    ru: {
      title: "Правила: приём ставок",
      description: "Когда ставка принята и по какому коэффициенту.",
      markdown: `# Приём ставок

- Ставка принимается по коэффициенту, указанному в подтверждении.
- Ставки, сделанные после начала события, кроме лайв-ставок, аннулируются.
- Минимальная и максимальная суммы и максимальная выплата зависят от валюты и события.`
    }
  },
  {
    slug: "rules/general/settlement",
    en: {
      title: "Rules: settlement",
      description: "How bets are settled, voided and paid.",
      markdown: `# Settlement

- Bets are settled on the official result, normally at the end of regular time.
- A void outcome counts at odds 1.00; in an express the other outcomes stand.
- Winnings are credited to the account the stake came from.`
    },
    ru: {
      title: "Правила: расчёт",
      description: "Как ставки рассчитываются, аннулируются и выплачиваются.",
      markdown: `# Расчёт

- Ставки рассчитываются по официальному результату, как правило, по итогам основного времени.
- Аннулированный исход рассчитывается с коэффициентом 1,00; в экспрессе остальные исходы сохраняются.
- Выигрыш зачисляется на счёт, с которого была сделана ставка.`
    }
  },
  {
    slug: "rules/sports",
    en: {
      title: "Rules: sports",
      description: "Rules for each sport.",
      markdown: `# Sports rules

Each sport has its own chapter: [football](rules/sports/football), [tennis](rules/sports/tennis), [basketball](rules/sports/basketball). Where a chapter says nothing, the [general rules](rules/general) apply.`
    },
    ru: {
      title: "Правила: спорт",
      description: "Правила по видам спорта.",
      markdown: `# Правила по видам спорта

У каждого вида спорта свой раздел: [футбол](rules/sports/football), [теннис](rules/sports/tennis), [баскетбол](rules/sports/basketball). Где раздел молчит, действуют [общие правила](rules/general).`
    }
  },
  {
    slug: "rules/sports/football",
    en: {
      title: "Rules: football",
      description: "Football bets are settled on the result after 90 minutes plus stoppage time.",
      markdown: `# Football

- Bets are settled on the result after 90 minutes plus stoppage time; extra time and penalties do not count unless the market says so.
- A match abandoned and not finished within 48 hours is void.`
    },
    ru: {
      title: "Правила: футбол",
      description: "Ставки на футбол рассчитываются по результату 90 минут с добавленным временем.",
      markdown: `# Футбол

- Ставки рассчитываются по результату 90 минут с добавленным временем; овертайм и серия пенальти не учитываются, если рынок не указывает иное.
- Матч, прерванный и не доигранный в течение 48 часов, аннулируется.`
    }
  },
  {
    slug: "rules/sports/tennis",
    en: {
      title: "Rules: tennis",
      description: "Tennis bets and retirements.",
      markdown: `# Tennis

- If a player retires, bets on the match winner are void; markets already decided stand.
- A change of surface or venue does not void bets.`
    },
    ru: {
      title: "Правила: теннис",
      description: "Ставки на теннис и снятие игрока.",
      markdown: `# Теннис

- Если игрок снимается, ставки на победителя матча аннулируются; уже определившиеся рынки сохраняются.
- Смена покрытия или места проведения не аннулирует ставки.`
    }
  },
  {
    slug: "rules/sports/basketball",
    en: {
      title: "Rules: basketball",
      description: "Basketball bets include overtime.",
      markdown: `# Basketball

- Bets include overtime unless the market says otherwise.
- Quarter and half markets are settled on the score of that period only.`
    },
    ru: {
      title: "Правила: баскетбол",
      description: "Ставки на баскетбол учитывают овертайм.",
      markdown: `# Баскетбол

- Ставки учитывают овертайм, если рынок не указывает иное.
- Рынки на четверти и половины рассчитываются только по счёту этого периода.`
    }
  },
  {
    slug: "rules/casino",
    en: {
      title: "Rules: casino",
      description: "Casino games, their return to player and malfunctions.",
      markdown: `# Casino

- Every game shows its return to player (RTP) and maximum win before you play.
- Our in-house games are provably fair: each round can be checked on the fairness page.
- A malfunction voids the affected rounds; their stakes are returned.`
    },
    ru: {
      title: "Правила: казино",
      description: "Игры казино, процент возврата и сбои.",
      markdown: `# Казино

- Каждая игра до начала показывает процент возврата игроку (RTP) и максимальный выигрыш.
- Наши собственные игры честные (provably fair): каждый раунд можно проверить на странице честности.
- Сбой аннулирует затронутые раунды; ставки по ним возвращаются.`
    }
  },
  {
    slug: "rules/bonuses",
    en: {
      title: "Rules: bonuses",
      description: "How bonuses are credited and wagered.",
      markdown: `# Bonuses

- A bonus is credited to the bonus account and must be wagered as its terms say before it can be withdrawn.
- One bonus per person, household and payment method, unless the offer says otherwise.
- Bonus abuse voids the bonus and its winnings.`
    },
    ru: {
      title: "Правила: бонусы",
      description: "Как начисляются и отыгрываются бонусы.",
      markdown: `# Бонусы

- Бонус зачисляется на бонусный счёт и должен быть отыгран по его условиям, прежде чем его можно вывести.
- Один бонус на человека, домохозяйство и платёжное средство, если акция не указывает иное.
- Злоупотребление бонусами аннулирует бонус и выигрыши по нему.`
    }
  },
  ...DEFAULT_PARTNER_PAGES
]

/** The first news and blog entries, so the lists are not empty on a new site. */
export const DEFAULT_ARTICLES: ReadonlyArray<{ readonly kind: "news" | "blog"; readonly slug: string; readonly en: DefaultText; readonly ru: DefaultText }> = [
  {
    kind: "news",
    slug: "welcome",
    en: {
      title: "Oddsfold is open",
      description: "Sports betting, live and casino in one account.",
      markdown: `Oddsfold is open: sports betting before and during the match, cyber sports, casino games and our own provably fair games, all in one account. Set your [responsible gaming](responsiblegaming) limits before you start.`
    },
    ru: {
      title: "Oddsfold открыт",
      description: "Ставки на спорт, лайв и казино в одном счёте.",
      markdown: `Oddsfold открыт: ставки на спорт до и во время матча, киберспорт, казино и наши собственные честные игры — всё в одном счёте. Установите лимиты [ответственной игры](responsiblegaming), прежде чем начать.`
    }
  },
  {
    kind: "blog",
    slug: "reading-odds",
    en: {
      title: "Reading odds",
      description: "What decimal odds tell you about a team's chances.",
      markdown: `Decimal odds of 2.00 mean the bookmaker sees about a 50% chance; 1.25 means about 80%. The implied chance is 1 divided by the odds, a little less once the margin is taken off. See the [betting calculator](betting-calculator) for what a stake may win.`
    },
    ru: {
      title: "Как читать коэффициенты",
      description: "Что десятичный коэффициент говорит о шансах команды.",
      markdown: `Коэффициент 2,00 означает, что букмекер оценивает шанс примерно в 50%; 1,25 — примерно в 80%. Подразумеваемая вероятность равна 1, делённой на коэффициент, и чуть меньше после вычета маржи. Сколько может выиграть ставка — в [калькуляторе ставок](betting-calculator).`
    }
  }
]
