/** The slice of a pino logger the events lib uses; services pass their own logger. */
export interface EventsLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLogger: EventsLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
