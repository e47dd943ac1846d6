// The one error model: services throw AppError subclasses; lib/http turns them into responses.

export const errorStatus = {
  invalid_request: 400,
  invalid_credentials: 400,
  unauthorized: 401,
  key_revoked: 401,
  key_expired: 401,
  forbidden: 403,
  collection_denied: 403,
  password_required: 403,
  invalid_password: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  sync_in_progress: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  search_failed: 500,
  source_unreachable: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export class InvalidRequestError extends AppError {
  constructor(message = "The request is invalid.", details?: ErrorDetail[]) {
    super("invalid_request", message, { details });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Authentication is missing or invalid.") {
    super("unauthorized", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You do not have access to this resource.") {
    super("forbidden", message);
  }
}

export class NotFoundError extends AppError {
  constructor(what = "resource") {
    super("not_found", `The ${what} does not exist.`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super("conflict", message);
  }
}
