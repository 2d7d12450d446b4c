// The graph LangGraph's API server runs in api-server.test.tsx. Plain JavaScript: the server loads it
// with Node's own import(), outside Vite, so it cannot be TypeScript.
import { Annotation, interrupt, StateGraph } from "@langchain/langgraph";

const State = Annotation.Root({ city: Annotation(), budget: Annotation() });

/** Asks "Which city?", then "What budget?": two interrupts, one after the other, each with its own id. */
export const trip = new StateGraph(State)
  .addNode("ask_city", () => {
    const reply = interrupt({ questions: [{ id: "city", question: "Which city?", type: "Text" }] });
    return { city: reply.answers?.[0]?.answer };
  })
  // The budget keeps its resume value whole: a stale answer that reached it would show here.
  .addNode("ask_budget", () => ({
    budget: interrupt({ questions: [{ id: "budget", question: "What budget?", type: "Text" }] }),
  }))
  .addEdge("__start__", "ask_city")
  .addEdge("ask_city", "ask_budget")
  .compile();
