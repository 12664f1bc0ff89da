// Without SMTP, every mail is written as an .eml file under DATA_DIR/mail/ and its link printed, so a
// person on one machine can still confirm an account (DESIGN decision 10).
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

export function createOutboxMailer(folder: string, from: string, log: (line: string) => void = console.log): Mailer {
  // streamTransport builds the full RFC 822 message without sending it anywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await fs.mkdir(folder, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(folder, `${Date.now()}-${process.pid}-${counter++}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log(`✉️  Correo para ${message.to} («${message.subject}») guardado en ${file}`);
      if (message.link) log(`   Enlace: ${message.link}`);
    },
  };
}
