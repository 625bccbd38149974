import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from './config-schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's settings from the environment (config-schema.ts); buildApp's options override some for tests. */
    config: ServerConfig;
  }
}

/** Decorates the app with its settings, read once by `loadConfig`. */
export const configPlugin = fp(
  async (app: FastifyInstance, options: { config: ServerConfig }) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
