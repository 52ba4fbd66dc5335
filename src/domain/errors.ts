/**
 * Typed errors thrown by domain and service logic. Each carries a message for the user (zh-TW, in the
 * spec's words) apart from the message for the log; the server maps the class to an HTTP status in one place.
 */

/** Options shared by every domain error. */
export interface DomainErrorOptions {
  /** What the log should say; defaults to the user message. */
  log?: string;
  /** Field-shaped details (an rjsf errorSchema or a list of blocking steps) the client may show. */
  fields?: Record<string, unknown>;
}

/** Base class: a failure the caller can understand and act on. */
export class DomainError extends Error {
  /** Text to show the user. */
  readonly userMessage: string;
  /** Text for the log. */
  readonly logMessage: string;
  /** Optional structured details. */
  readonly fields?: Record<string, unknown>;

  constructor(userMessage: string, options: DomainErrorOptions = {}) {
    super(options.log ?? userMessage);
    this.name = new.target.name;
    this.userMessage = userMessage;
    this.logMessage = options.log ?? userMessage;
    this.fields = options.fields;
  }
}

/** The input is missing, of the wrong type or breaks a rule. */
export class InputError extends DomainError {}
/** The thing asked for does not exist (or the caller may not know it exists). */
export class NotFoundError extends DomainError {}
/** The request clashes with the current state (a lock, a prerequisite, a duplicate). */
export class ConflictError extends DomainError {}
/** The caller is known but lacks the permission code. */
export class ForbiddenError extends DomainError {}
/** The caller is not signed in, or the token is invalid or expired. */
export class UnauthenticatedError extends DomainError {}
/** Too many attempts; try again later. */
export class TooManyRequestsError extends DomainError {
  /** Whole seconds until a retry may succeed (sent as Retry-After), when known. */
  readonly retryAfterSeconds?: number;

  constructor(userMessage: string, options: DomainErrorOptions & { retryAfterSeconds?: number } = {}) {
    super(userMessage, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
/** The server cannot serve the call as configured (a setting the operator must supply is missing). */
export class UnavailableError extends DomainError {}
