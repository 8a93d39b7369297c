import type { DefaultPage } from "./defaultPages"

/**
 * The default texts of the affiliate programme's pages for outside partners (SPEC.md 2.8 partners, ourpartners/{section}),
 * in English and Russian; written at start where missing, like every default page, and replaced by the operator's
 * own with `npm run operator -- content page ourpartners/<section> ...`. Links are relative to the language (as in the
 * other pages), so they work in both.
 */

const SIGN_UP = "partners@oddsfold.example"

export const DEFAULT_PARTNER_PAGES: ReadonlyArray<DefaultPage> = [
  {
    slug: "partners",
    en: {
      title: "Oddsfold partners",
      description: "The Oddsfold affiliate programme: bring players, earn a share of the revenue.",
      markdown: `# Oddsfold partners

Run a sports site, a stream or a tipster channel? Join the Oddsfold affiliate programme and earn on the players you bring.

- [About the programme](ourpartners/about)
- [Commission](ourpartners/commission)
- [Questions and answers](ourpartners/faq)
- [Contacts and sign-up](ourpartners/contacts)

Players can also bring their friends themselves: every account has its own referral link in the personal office.`
    },
    ru: {
      title: "Партнёры Oddsfold",
      description: "Партнёрская программа Oddsfold: приводите игроков и получайте долю дохода.",
      markdown: `# Партнёры Oddsfold

У вас спортивный сайт, стрим или канал с прогнозами? Присоединяйтесь к партнёрской программе Oddsfold и зарабатывайте на приведённых игроках.

- [О программе](ourpartners/about)
- [Вознаграждение](ourpartners/commission)
- [Вопросы и ответы](ourpartners/faq)
- [Контакты и регистрация](ourpartners/contacts)

Игроки могут приводить друзей и сами: у каждого счёта есть своя реферальная ссылка в личном кабинете.`
    }
  },
  {
    slug: "ourpartners/about",
    en: {
      title: "About the affiliate programme",
      description: "How the Oddsfold affiliate programme works.",
      markdown: `# About the programme

You get tracking links with your partner marks (btag, affid or click_id). A player who opens one and registers within the
mark's lifetime is yours for good; their activity counts towards your commission. Reports are monthly.

[Commission](ourpartners/commission) · [Contacts](ourpartners/contacts)`
    },
    ru: {
      title: "О партнёрской программе",
      description: "Как устроена партнёрская программа Oddsfold.",
      markdown: `# О программе

Вы получаете ссылки с вашими партнёрскими метками (btag, affid или click_id). Игрок, открывший такую ссылку и
зарегистрировавшийся в течение срока действия метки, закрепляется за вами; его активность учитывается в вашем
вознаграждении. Отчёты ежемесячные.

[Вознаграждение](ourpartners/commission) · [Контакты](ourpartners/contacts)`
    }
  },
  {
    slug: "ourpartners/commission",
    en: {
      title: "Commission",
      description: "Revenue share and CPA terms of the Oddsfold affiliate programme.",
      markdown: `# Commission

| Model | Terms |
|---|---|
| Revenue share | 25–40% of the net gaming revenue of your players, every month |
| CPA | a fixed amount per player who makes a qualifying first deposit, agreed per traffic source |

Terms are agreed individually at sign-up. [Contacts](ourpartners/contacts)`
    },
    ru: {
      title: "Вознаграждение",
      description: "Условия RevShare и CPA партнёрской программы Oddsfold.",
      markdown: `# Вознаграждение

| Модель | Условия |
|---|---|
| RevShare | 25–40% чистого игрового дохода от ваших игроков, ежемесячно |
| CPA | фиксированная сумма за игрока, сделавшего квалифицирующий первый депозит, по источнику трафика |

Условия согласуются индивидуально при регистрации. [Контакты](ourpartners/contacts)`
    }
  },
  {
    slug: "ourpartners/faq",
    en: {
      title: "Affiliate questions and answers",
      description: "Answers to partners' common questions.",
      markdown: `# Questions and answers

**Who can become a partner?** Owners of sites, channels and communities whose audience is 18 or over.

**How long is a player mine?** For as long as their account exists, once they registered through your link.

**Which traffic is not allowed?** Brand bidding, spam, incentivised traffic and any audience under 18.`
    },
    ru: {
      title: "Вопросы и ответы партнёров",
      description: "Ответы на частые вопросы партнёров.",
      markdown: `# Вопросы и ответы

**Кто может стать партнёром?** Владельцы сайтов, каналов и сообществ с аудиторией от 18 лет.

**Как долго игрок закреплён за мной?** Пока существует его счёт, если он зарегистрировался по вашей ссылке.

**Какой трафик запрещён?** Брендовый контекст, спам, мотивированный трафик и любая аудитория младше 18 лет.`
    }
  },
  {
    slug: "ourpartners/contacts",
    en: {
      title: "Affiliate contacts and sign-up",
      description: "How to join the Oddsfold affiliate programme.",
      markdown: `# Contacts and sign-up

To join, write to **${SIGN_UP}** with your site or channel, its audience and the countries it reaches. Our affiliate
managers answer within two working days.`
    },
    ru: {
      title: "Контакты и регистрация партнёров",
      description: "Как присоединиться к партнёрской программе Oddsfold.",
      markdown: `# Контакты и регистрация

Чтобы присоединиться, напишите на **${SIGN_UP}**: ваш сайт или канал, его аудитория и страны. Менеджеры партнёрской
программы отвечают в течение двух рабочих дней.`
    }
  }
]
