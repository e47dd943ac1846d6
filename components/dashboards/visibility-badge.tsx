import { Badge } from "@/components/ui/badge";
import { GlobeIcon, LockIcon } from "@/components/ui/icons";

/** Public or Private; a public dashboard behind a password also shows a lock. */
export function VisibilityBadge({ isPublic, passwordProtected }: { isPublic: boolean; passwordProtected: boolean }) {
  if (!isPublic) return <Badge>Private</Badge>;
  return (
    <span title={passwordProtected ? "Public, with a password" : "Public: anyone with the link"}>
      <Badge tone="success">
        <GlobeIcon className="size-3" />
        Public
        {passwordProtected && (
          <>
            <LockIcon className="size-3" />
            <span className="sr-only">, password protected</span>
          </>
        )}
      </Badge>
    </span>
  );
}
