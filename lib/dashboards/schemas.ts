import { z } from "zod";
import { ChartType } from "../charts/schemas";

export const CreateDashboardInput = z
  .object({ conversationId: z.string().min(1).max(200), title: z.string().trim().min(1).max(200) })
  .strict();

const Layout = z.object({
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(10_000),
  w: z.number().int().min(1).max(12),
  h: z.number().int().min(1).max(100),
});

export const PatchDashboardInput = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    /** The widgets to keep, in order, with their new layout and chart title or type; omitted ones are removed. */
    widgets: z
      .array(
        z
          .object({
            id: z.string().min(1).max(100),
            layout: Layout.optional(),
            chart: z.object({ title: z.string().trim().min(1).max(200).optional(), type: ChartType.optional() }).strict().optional(),
          })
          .strict(),
      )
      .max(100)
      .optional(),
  })
  .strict();
export type PatchDashboardInput = z.infer<typeof PatchDashboardInput>;

export const PublishInput = z.object({ password: z.string().min(1).max(200).optional() }).strict();

export const REFRESH_INTERVALS = [300, 900, 3600, 86400] as const;

export const RefreshSettingsInput = z
  .object({
    refreshEnabled: z.boolean(),
    refreshInterval: z
      .number()
      .int()
      .refine((v) => (REFRESH_INTERVALS as readonly number[]).includes(v), { message: "Must be 300, 900, 3600 or 86400." }),
  })
  .strict();

export const PublicViewInput = z.object({ password: z.string().max(200).optional() }).strict();
