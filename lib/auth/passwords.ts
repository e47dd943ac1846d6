import bcrypt from "bcrypt";

const COST = 10;

export function hashSecret(secret: string): Promise<string> {
  return bcrypt.hash(secret, COST);
}

export function verifySecret(secret: string, hash: string): Promise<boolean> {
  return bcrypt.compare(secret, hash);
}

// A fixed hash compared against when the account does not exist, so a login for an unknown
// email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPasswordOrDummy(password: string, hash: string | undefined): Promise<boolean> {
  dummyHash ??= bcrypt.hash("quarry-no-such-account", COST);
  const ok = await bcrypt.compare(password, hash ?? (await dummyHash));
  return ok && hash !== undefined;
}
