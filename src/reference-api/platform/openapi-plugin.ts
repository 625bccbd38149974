import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBodySchema } from './documented-answers.ts';

/**
 * The OpenAPI document of every route registered after it (@fastify/swagger), with the shared
 * ErrorBody schema and bearer authentication; `publicUrl` (PUBLIC_URL) names its server.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string | undefined }) => {
    app.addSchema(errorBodySchema);
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Customer portal reference API',
          version: '1.0.0',
          license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
        },
        // Relative unless PUBLIC_URL names where the portal is published (the paths keep /customerportal).
        servers: [{ url: options.publicUrl?.replace(/\/+$/, '') || '/' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The integration API's keys (integration/api-keys.ts).
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          },
        },
      },
      // A PUBLIC_URL with a path must not cut that path off the front of the routes' own paths.
      stripBasePath: false,
      // Shared schemas (ErrorBody) keep their name in components/schemas instead of def-N.
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    });
  },
  { name: 'openapi' },
);
