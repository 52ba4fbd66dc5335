/**
 * The one place where typed errors become HTTP answers. Domain errors keep their user message; anything else
 * is a bug: logged in full and answered with a generic message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InputError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
  UnavailableError,
} from '../../domain/errors';
import { classifyDatabaseError } from './classify-database-error';
import type { Envelope } from './reply-envelope';
import { boundForLog, summariseError } from './summarise-error';

/** HTTP status for a domain error class. */
export function statusOf(error: DomainError): number {
  if (error instanceof InputError) return 400;
  if (error instanceof UnauthenticatedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof TooManyRequestsError) return 429;
  if (error instanceof UnavailableError) return 503;
  return 400;
}

/** Installs the error handler on the app. */
export function installErrorMapping(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      request.log.info({ err: boundForLog(error.logMessage), kind: error.name }, 'request refused');
      const body: Envelope<never> = { status: 'error', message: error.userMessage };
      if (error.fields) body.errors = error.fields;
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      // A missing setting is the operator's to fix, not the caller's: it belongs among the errors in the log.
      if (error instanceof UnavailableError) request.log.error({ err: error.logMessage }, 'server not configured for this call');
      return reply.status(statusOf(error)).send(body);
    }
    const fe = error as FastifyError;
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) are the caller's fault.
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      const message = fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? '資料量超過上限' : '請求格式錯誤';
      request.log.info({ err: boundForLog(fe.message), code: fe.code }, 'bad request');
      return reply.status(fe.statusCode).send({ status: 'error', message } satisfies Envelope<never>);
    }
    const refusal = classifyDatabaseError(error);
    if (refusal) {
      request.log.info({ sqlstate: refusal.code }, 'database refused the input');
      return reply.status(refusal.status).send({ status: 'error', message: refusal.message } satisfies Envelope<never>);
    }
    request.log.error({ err: summariseError(error) }, 'unexpected error');
    return reply
      .status(500)
      .send({ status: 'error', message: '伺服器發生錯誤，請聯繫相關單位進行處理！' });
  });
}
