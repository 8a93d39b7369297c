/** English texts of the `support` area: the office's support and share-idea pages and the support modals. */
export const en = {
  lead: "Write to our support team: we answer here, usually within a few hours.",
  ideaLead: "Tell us what would make the site better for you. Every idea is read by the team.",
  newTicket: "New request",
  topic: "Topic",
  message: "Message",
  email: "Your e-mail",
  send: "Send",
  sending: "Sending…",
  sendIdea: "Send the idea",
  ideaSent: "Thank you: your idea is with the team.",
  myTickets: "My requests",
  noTickets: "You have not written to support yet.",
  loading: "Loading…",
  loadFailed: "Your requests could not be loaded.",
  retry: "Try again",
  back: "All requests",
  open: "Open",
  reply: "Your reply",
  sendReply: "Reply",
  close: "Close the request",
  closedNote: "This request is closed. Write a new one if you need more help.",
  notFound: "There is no such request.",
  you: "You",
  operator: "Support",
  messages: "{{count}} messages",
  updated: "Updated {{date}}",
  shareIdea: "Share an idea",
  kind: { question: "Question", idea: "Idea" },
  newAnswer: "New answer",
  status: { open: "Waiting for support", answered: "Answered", closed: "Closed" },
  problems: {
    empty: "Write something here.",
    tooLong: "Shorter, please: at most {{max}} characters.",
    email: "Give the e-mail address we answer to.",
    control: "Remove the special characters from this text."
  },
  refused: {
    closed: "This request was closed meanwhile: write a new one.",
    tooManyOpen: "You have many requests open: close one you no longer need first.",
    emailRequired: "Give the e-mail address we answer to.",
    tooMany: "You have written a lot in a short time: try again in a few minutes.",
    other: "Not sent. Please try again."
  },
  question: {
    title: "Ask a question",
    description: "Our support team answers questions about the site, payments and bets.",
    guestNote: "We answer by e-mail.",
    sent: "Your question is sent. We will answer soon.",
    sentPlayer: "Your question is sent: the answer appears in your requests.",
    openTickets: "Open my requests"
  },
  history: {
    title: "My support requests",
    description: "Your requests to support and their state.",
    guest: "Sign in to see your requests.",
    openSupport: "Go to support"
  },
  closeModal: "Close",
  consultant: {
    chat: "Chat with a consultant",
    payment: "Questions about a payment? A consultant helps you right now."
  }
}

export type SupportTexts = typeof en
