import { ChartView } from "@/components/charts/chart-view";
import { cn } from "@/components/ui/cn";
import type { Message } from "@/lib/api-client/conversations";
import { CitationList, CitedText } from "./cited-text";

export function MessageBubble({ message }: { message: Pick<Message, "id" | "role" | "content" | "citations" | "charts"> }) {
  const mine = message.role === "user";
  return (
    <article aria-label={mine ? "Your message" : "Assistant's answer"} className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "min-w-0 rounded-xl px-3.5 py-2.5 text-sm",
          mine ? "max-w-[80%] bg-accent text-accent-foreground" : "w-full max-w-[46rem] border border-border bg-surface text-foreground",
        )}
      >
        {mine ? <p className="whitespace-pre-wrap">{message.content}</p> : <CitedText messageId={message.id} content={message.content} citations={message.citations} />}
        {message.charts.length > 0 && (
          <div className="mt-3 grid gap-3">
            {message.charts.map((chart) => (
              <div key={chart.id} className="rounded-lg border border-border bg-background p-3">
                <ChartView chart={chart} height={240} />
              </div>
            ))}
          </div>
        )}
        {message.citations.length > 0 && <CitationList messageId={message.id} citations={message.citations} />}
      </div>
    </article>
  );
}
