import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's port once the app is ready (METRICS_PORT, or the one given for port 0). */
    metricsPort: number | null;
  }
}

/** Where the metrics are served: loopback only, on a port of their own. */
export interface MetricsPluginOptions {
  /** `METRICS_PORT` (0: any free port, for tests). */
  port: number;
}

/**
 * Prometheus metrics (prom-client): Node's default metrics and `http_request_duration_seconds` by
 * method, route pattern (never the raw URL: ids and tokens would each make a series) and status code.
 * Served at `/metrics` on a listener of its own bound to 127.0.0.1, never on the public port: they
 * tell an attacker the server's load and routes, so a scraper on the machine (or a sidecar) reads them.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsPluginOptions) => {
    // A registry of the app's own: tests build several apps in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    let server: Server | null = null;
    app.decorate('metricsPort', null);
    app.addHook('onReady', async () => {
      const listener = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics: collecting failed');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject);
        listener.listen(options.port, '127.0.0.1', () => resolve());
      });
      server = listener;
      app.metricsPort = (listener.address() as AddressInfo).port;
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  },
  { name: 'metrics' },
);
