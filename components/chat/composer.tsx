"use client";

import { useEffect, useRef, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";
import { SendIcon } from "@/components/ui/icons";

/** The question box: Enter sends, Shift+Enter starts a new line; disabled while an answer is on its way. */
export function Composer({
  value,
  onChange,
  onSend,
  pending,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const canSend = value.trim().length > 0 && !pending;

  // Back to the box once an answer arrives (or fails), ready for the next question.
  useEffect(() => {
    if (!pending) textarea.current?.focus();
  }, [pending]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSend) onSend();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-message"
        ref={textarea}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={pending}
        rows={2}
        maxLength={4000}
        placeholder="Ask a question, or for a chart such as “documents per month”"
        aria-describedby="chat-message-hint"
        className={cn(controlClasses, "h-auto max-h-48 min-h-14 resize-y py-2 leading-5")}
      />
      <p id="chat-message-hint" className="sr-only">
        Enter sends, Shift+Enter starts a new line.
      </p>
      <Button type="submit" variant="primary" disabled={!canSend} loading={pending} className="h-14">
        {!pending && <SendIcon />}
        Send
      </Button>
    </form>
  );
}
