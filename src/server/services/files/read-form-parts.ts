/**
 * Adapts @fastify/multipart's parts to FormPart, with a drain for refusals: when a call is refused half-way
 * through the body, the rest is read and dropped so the connection stays usable and the client receives the
 * refusal instead of a broken pipe.
 */
import type { FastifyRequest } from 'fastify';
// Brings in the request.parts() typings of the multipart plugin.
import type {} from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { discardStream, type FormPart } from './form-parts';

/** Busboy limits of one call. */
export interface FormLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** The request's parts as FormParts, and `drain()` to consume whatever the handler did not read. */
export function readFormParts(request: FastifyRequest, limits: FormLimits): AsyncIterable<FormPart> & { drain(): Promise<void> } {
  const iterator = request.parts({ limits })[Symbol.asyncIterator]();
  let current: Readable | null = null;
  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        const part = next.value;
        if (part.type === 'file') {
          current = part.file;
          yield { type: 'file', name: part.fieldname, filename: part.filename, stream: part.file };
        } else {
          yield { type: 'field', name: part.fieldname, value: String(part.value) };
        }
      }
    },
    async drain() {
      try {
        if (current && !current.readableEnded && !current.destroyed) await discardStream(current);
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          if (next.value.type === 'file') await discardStream(next.value.file);
        }
      } catch {
        // A broken or over-limit body has nothing more worth reading; the refusal stands.
      }
    },
  };
}
