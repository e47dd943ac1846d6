import type { ComponentType, SVGProps } from "react";
import { DashboardIcon, DatabaseIcon, KeyIcon, MessageIcon, SettingsIcon } from "@/components/ui/icons";

export type NavItem = { href: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

export const NAV_ITEMS: NavItem[] = [
  { href: "/collections", label: "Collections", icon: DatabaseIcon },
  { href: "/chat", label: "Chat", icon: MessageIcon },
  { href: "/dashboards", label: "Dashboards", icon: DashboardIcon },
  { href: "/settings/api-keys", label: "API keys", icon: KeyIcon },
  { href: "/settings", label: "Settings", icon: SettingsIcon },
];

/** The item for a path: the longest href that is the path or one of its parents. */
export function activeHref(pathname: string): string | undefined {
  return NAV_ITEMS.map((item) => item.href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}
