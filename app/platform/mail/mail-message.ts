/** One e-mail as the mailer sends it: the same words as HTML and as plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes when it is not the church (a visitor's message forwarded to the church). */
  replyTo?: string;
}
