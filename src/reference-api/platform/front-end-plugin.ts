import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiPrefix } from './route.ts';
import { message } from './server-messages.ts';

/**
 * Serves the built front end in `root` (absolute, or null for none); a GET for HTML on a non-API
 * path answers index.html (the SPA routes). Unknown `/customerportal/*` paths always answer 404 JSON.
 */
export const frontEndPlugin = fp(
  async (app: FastifyInstance, options: { root: string | null }) => {
    const { root } = options;
    const spa = root !== null && existsSync(resolve(root, 'index.html'));
    if (spa) {
      await app.register(fastifyStatic, {
        root,
        // `/` answers the SPA's index.html like every other portal route (the not-found handler
        // covers the rest); without it @fastify/static refuses the folder with a 403.
        index: ['index.html'],
        // The build writes .br and .gz copies (scripts/compress-dist.mjs); sent by Accept-Encoding.
        preCompressed: true,
        setHeaders: (reply, path) => {
          // Content-hashed files never change under their name.
          if (/[\\/](assets|elements[\\/]chunks)[\\/]/.test(path))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    } else if (root !== null) {
      app.log.warn(`no index.html in ${root}: serving the API only`);
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
      if (spa && !isApi && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ title: message('en', 'errors.notFound'), status: 404 });
    });
  },
  { name: 'front-end' },
);
