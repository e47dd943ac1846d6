import { AppError, InvalidRequestError } from "../errors";

export const MiB = 1024 * 1024;

/** Reads the body as text, refusing (413) as soon as it passes `limit` bytes. */
export async function readBody(request: Request, limit: number): Promise<string> {
  return (await readBytes(request, limit)).toString("utf8");
}

/** Parses a multipart (or urlencoded) form body within the same size limit. */
export async function readForm(request: Request, limit: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    throw new InvalidRequestError("Send the files as multipart/form-data.");
  }
  const bytes = await readBytes(request, limit);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new InvalidRequestError("The form data could not be parsed.");
  }
}

async function readBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return Buffer.alloc(0);
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
  return Buffer.concat(parts);
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
