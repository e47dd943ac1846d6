import Link from "next/link";

export function Logo({ href = "/collections" }: { href?: string }) {
  return (
    <Link href={href} className="flex items-center gap-2 rounded-md text-sm font-semibold tracking-tight text-foreground">
      <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-md bg-accent text-accent-foreground">
        <svg viewBox="0 0 24 24" className="size-3.5" fill="currentColor">
          <path d="M12 2 3 7v10l9 5 9-5V7l-9-5Zm0 2.3L18.7 8 12 11.7 5.3 8 12 4.3Z" />
        </svg>
      </span>
      Quarry
    </Link>
  );
}
