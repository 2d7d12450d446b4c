import { type FormEvent, useState } from "react";
import { useWaitingQuestions } from "../../src/index.ts";

/**
 * A chat's own input, as docs/waiting.md writes it: a status line counts the calls that wait,
 * the label says when a message answers one, and the message goes to the waiting call first,
 * out as a new message (`onSend`) only when none takes it. Shared by the jsdom and browser tests.
 */
export function PendingChatInput({ onSend }: { onSend: (text: string) => void }) {
  const pending = useWaitingQuestions();
  const [text, setText] = useState("");
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!pending.reply(text)) onSend(text);
    setText("");
  };
  const { count } = pending;
  return (
    <form aria-label="Chat" onSubmit={send} data-waiting={pending.ids.join(" ")}>
      {count > 0 && <p role="status">{count === 1 ? "1 question waiting" : `${count} questions waiting`}</p>}
      <label>
        {pending.canReply ? "Reply here instead of answering" : "Message"}
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      {/* The host's own look (WebKit's default dark button fails contrast on a dark page: not ours to judge). */}
      <button type="submit" style={{ color: "inherit", background: "transparent", border: "1px solid" }}>
        Send message
      </button>
    </form>
  );
}
