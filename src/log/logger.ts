import { type Logger, pino } from "pino";

export type { Logger };

/** JSON logs on stdout; secrets are redacted wherever they might appear in a logged object. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "intel-digest" },
      redact: {
        paths: [
          "*.SETTLER_PRIVATE_KEY",
          "*.LLM_API_KEY",
          "*.CDP_API_KEY_SECRET",
          "*.PULSE_TOKEN",
          "req.headers.authorization",
          'req.headers["payment-signature"]',
          'req.headers["x-payment"]',
        ],
        censor: "[redacted]",
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
