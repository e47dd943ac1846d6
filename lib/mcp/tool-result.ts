import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ZodError } from "zod";
import { AppError } from "../errors";
import { zodDetails } from "../http/respond";

/** A tool's failure as MCP wants it: a result with `isError`, its text meant for the agent. */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

export function invalidArguments(error: ZodError): CallToolResult {
  const lines = zodDetails(error).map((d) => `- ${d.path || "(arguments)"}: ${d.message}`);
  return toolError(["Invalid arguments:", ...lines].join("\n"));
}

/** Anything a tool throws: the contract's messages for known errors, nothing internal otherwise. */
export function toolFailure(error: unknown, requestId: string): CallToolResult {
  if (error instanceof AppError && error.code !== "internal_error") {
    if (error.code === "search_failed") console.error(`[${requestId}] mcp search_failed:`, error.cause ?? error);
    const details = error.details?.map((d) => `- ${d.path}: ${d.message}`) ?? [];
    return toolError([error.message, ...details].join("\n"));
  }
  console.error(`[${requestId}] mcp internal_error:`, error);
  return toolError(`Something went wrong on our side. Try again later (request id ${requestId}).`);
}
