import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateOrganizationInput } from "@/lib/auth/schemas";
import { apiFetch } from "./fetcher";

export type Plan = "free" | "pro" | "enterprise";
export type Role = "owner" | "admin" | "member";

export type Me = {
  user: { id: string; email: string; name: string };
  organizations: Array<{ id: string; name: string; plan: Plan; role: Role | string }>;
};

export type Organization = { id: string; name: string; plan: Plan; rateLimitPerMinute: number | null };

export const meKeys = { me: ["me"] as const };

export const getMe = () => apiFetch<Me>("/api/v1/me");

export const updateOrganization = (input: UpdateOrganizationInput) =>
  apiFetch<{ organization: Organization }>("/api/v1/organization", { method: "PATCH", body: input }).then((r) => r.organization);

export function useMe() {
  return useQuery({ queryKey: meKeys.me, queryFn: getMe });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.me }),
  });
}
