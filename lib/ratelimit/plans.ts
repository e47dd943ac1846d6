export const PLAN_LIMITS = { free: 60, pro: 300 } as const;

/** Requests per minute for an organization: its plan's, or its own number on enterprise. */
export function limitFor(plan: string, custom: number | null | undefined): number {
  if (plan === "enterprise") return custom ?? 1000;
  return PLAN_LIMITS[plan as keyof typeof PLAN_LIMITS] ?? PLAN_LIMITS.free;
}
