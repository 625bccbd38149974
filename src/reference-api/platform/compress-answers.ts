import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out raw: below ~1 kB a compressed copy saves less than it costs. */
export const compressThresholdBytes = 1024;

/**
 * Brotli's quality for answers compressed per request. 4 is brotli's fast end: on a 100-row orders
 * window it is smaller than gzip's default at about its CPU (`npm run bench -- compress`); 11, the
 * static build's, costs tens of times more per call.
 */
export const answerBrotliQuality = 4;

/**
 * JSON only (`application/json`, `application/problem+json`, any `+json`): the API's answers. The
 * front end's files are compressed once at build time (scripts/compress-dist.mjs, sent as their stored
 * .br/.gz) or are too small or already compressed (images, fonts); downloads (xlsx, pdf, zip) are
 * compressed formats; the live stream is `text/event-stream` and written past Fastify's send.
 */
export const compressibleAnswer = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;

const acceptEncoding = 'accept-encoding';

/**
 * Compresses the API's JSON answers above `compressThresholdBytes` with brotli or gzip by the
 * request's Accept-Encoding (brotli first), and marks every JSON answer `Vary: Accept-Encoding`, so a
 * cache never hands a compressed copy to a client that did not ask for one (the raw answer, too, is
 * one representation of two).
 */
export const compressAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: compressThresholdBytes,
      customTypes: compressibleAnswer,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: answerBrotliQuality } },
      // Request bodies stay as they are: the client never compresses them, and a gzip bomb in a
      // body would slip past the JSON body limits, which count the bytes on the wire.
      globalDecompression: false,
    });
    // A callback hook, not an async one: an answer that is not compressed is then written in the
    // send's own task, as it was before this plugin.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && compressibleAnswer.test(type)) {
        const vary = reply.getHeader('vary');
        const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).toLowerCase();
        // Lower case as @fastify/compress writes and looks for it, so it is never listed twice.
        if (!values.includes(acceptEncoding))
          reply.header('vary', vary ? `${vary}, ${acceptEncoding}` : acceptEncoding);
      }
      done(null, payload);
    });
  },
  { name: 'compress-answers' },
);
