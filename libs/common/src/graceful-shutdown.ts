import { Logger, type INestApplicationContext } from '@nestjs/common';

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * How the api and the worker stop. On SIGTERM (or Ctrl-C) the app is closed, and Nest's shutdown hooks drain it
 * before anything is released: the worker's relay stops taking outbox rows and its BullMQ workers finish the jobs
 * they hold (beforeApplicationShutdown); the API stops accepting connections and answers the requests in flight
 * (Fastify's close); then the pools and Redis connections close (onApplicationShutdown) and the process exits 0.
 * A drain still running after `graceMs` exits 1 instead, so a stuck request or job cannot outlast the
 * orchestrator's stop timeout; an unfinished job is then taken over by another worker, as after a crash.
 *
 * Called with the app still starting, so a signal during boot is not lost to Node's default (exit at once with
 * running jobs): the close waits for the start. Further signals while draining are ignored.
 */
export function exitGracefullyOnSignals(starting: Promise<INestApplicationContext>, graceMs: number): void {
  const logger = new Logger('Shutdown');
  let draining = false;
  const drain = (signal: NodeJS.Signals): void => {
    if (draining) return void logger.warn(`${signal}: already draining`);
    draining = true;
    logger.log(`${signal}: draining, for at most ${graceMs} ms`);
    setTimeout(() => {
      logger.error(`Still draining ${graceMs} ms after ${signal}: exiting now`);
      process.exit(1);
    }, graceMs).unref();
    starting
      .then((app) => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
  };
  for (const signal of SIGNALS) process.on(signal, drain);
}
