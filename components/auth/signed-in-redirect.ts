import "server-only";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/next-auth";

/** A signed-in visitor of /login or /register goes straight on to the app. */
export async function redirectIfSignedIn(callbackUrl: string | undefined) {
  if (!(await currentUser())) return;
  redirect(callbackUrl && /^\/(?![/\\])/.test(callbackUrl) ? callbackUrl : "/collections");
}
