import { z } from "zod";

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "Must be a valid email address." }));

export const RegisterInput = z.object({
  email: Email,
  password: z.string().min(8, "Must be at least 8 characters.").max(200),
  name: z.string().trim().min(1).max(200),
  organizationName: z.string().trim().min(1).max(200).optional(),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const Plan = z.enum(["free", "pro", "enterprise"]);

export const UpdateOrganizationInput = z
  .object({
    plan: Plan.optional(),
    rateLimitPerMinute: z.number().int().min(1).max(1_000_000).nullable().optional(),
  })
  .strict();
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInput>;

export const Scope = z.enum(["Collection", "Organization", "User"]);

export const CreateApiKeyInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    scope: Scope,
    collectionId: z.string().min(1).max(64).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional().nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.scope === "Collection" && !value.collectionId) {
      ctx.addIssue({ code: "custom", path: ["collectionId"], message: "Required when scope is Collection." });
    }
    if (value.scope !== "Collection" && value.collectionId) {
      ctx.addIssue({ code: "custom", path: ["collectionId"], message: "Only allowed when scope is Collection." });
    }
    if (value.expiresAt && Date.parse(value.expiresAt) <= Date.now()) {
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: "Must be in the future." });
    }
  });
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInput>;

export const ApiKeyListQuery = z.object({ collectionId: z.string().min(1).max(64).optional() });
