/** One plain-text message, as the mailer sends it and eml-message.ts writes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}
