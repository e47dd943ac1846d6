import { AppError, InvalidRequestError } from "../errors";

export const MiB = 1024 * 1024;

/** Reads the body as text, refusing (413) as soon as it passes `limit` bytes. */
export async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    parts.push(value);
  }
  return Buffer.concat(parts).toString("utf8");
}

/** Parses a JSON body; an empty body is `undefined` so optional bodies stay optional. */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const text = await readBody(request, limit);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidRequestError("The request body is not valid JSON.");
  }
}

function tooLarge(limit: number): AppError {
  return new AppError("payload_too_large", `The request body is larger than ${Math.round(limit / MiB)} MiB.`);
}
