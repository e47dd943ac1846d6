import { ZodError } from "zod";
import { AppError, type ErrorDetail } from "../errors";

export function json(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

export function zodDetails(error: ZodError, prefix: (string | number)[] = []): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path].map(String).join("."),
    message: issue.message,
  }));
}

/** The one mapping from anything thrown to the contract's error body. */
export function errorResponse(error: unknown, requestId: string): Response {
  const appError = toAppError(error);
  if (appError.code === "internal_error" || appError.code === "search_failed") {
    const cause = appError === error ? appError.cause : error;
    console.error(`[${requestId}] ${appError.code}:`, cause ?? appError);
  }
  const body: Record<string, unknown> = { success: false, error: appError.code, message: appError.message };
  if (appError.details?.length) body.details = appError.details;
  return json(body, { status: appError.status, headers: appError.headers });
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError("invalid_request", "The request is invalid.", { details: zodDetails(error) });
  }
  return new AppError("internal_error", "Something went wrong on our side. Try again later.", { cause: error });
}
