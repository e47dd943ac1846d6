import { getDb } from "@/db/client";
import { DEMO_EMAIL, isEmpty } from "@/db/seed";
import { createAccount } from "../auth/accounts";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || "quarry-demo";

/** On a first start: a demo organization and user, so there is something to sign in to. */
export async function seedDemo(): Promise<{ email: string; password: string; created: boolean }> {
  const db = await getDb();
  if (!(await isEmpty(db))) return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };
  await createAccount({ email: DEMO_EMAIL, password: DEMO_PASSWORD, name: "Demo User", organizationName: "Demo Company" });
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true };
}
