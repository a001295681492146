export * from './nats-server-process.ts';
export * from './wait-for.ts';
