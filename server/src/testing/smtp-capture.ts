import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What an in-process SMTP server received: each message as the envelope had it, parsed. */
export interface Captured {
  envelopeTo: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server in the test's process (the `smtp-server` package) that keeps every message
 * it is sent, parsed by `mailparser`. `slowMs` holds each message's data that long before
 * answering, as a slow server would.
 */
export async function smtpCapture({ slowMs = 0 } = {}) {
  const received: Captured[] = [];
  const waiters: (() => void)[] = [];
  let answering = 0;
  let mostAtOnce = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      mostAtOnce = Math.max(mostAtOnce, ++answering);
      simpleParser(stream).then(
        (mail) => {
          setTimeout(() => {
            answering -= 1;
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            waiters.splice(0).forEach((w) => w());
            done();
          }, slowMs);
        },
        (error: Error) => {
          answering -= 1;
          done(error);
        },
      );
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages whose data came in and that are not answered yet (a slow server holding them). */
    answering: () => answering,
    /** The most messages held at one moment. */
    mostAtOnce: () => mostAtOnce,
    /** Waits until `count` messages arrived (at most `ms`). */
    async waitFor(count: number, ms = 5000): Promise<Captured[]> {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise<void>((ok) => {
          waiters.push(ok);
          setTimeout(ok, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
