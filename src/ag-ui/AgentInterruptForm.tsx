import { InterruptForm, type InterruptFormProps } from "./InterruptForm.tsx";
import { type InterruptingAgent, useAgentInterrupts } from "./useAgentInterrupts.ts";

/** Props of `AgentInterruptForm`: `InterruptForm`'s, with the agent in place of the run's interrupts. */
export interface AgentInterruptFormProps extends Omit<InterruptFormProps, "interrupts" | "onSubmit" | "messages"> {
  /** An `@ag-ui/client` agent (`HttpAgent`, or any `AbstractAgent`): its runs are watched, and resumed from the form. */
  agent: InterruptingAgent;
}

/**
 * `InterruptForm` wired to an AG-UI agent: shown when a run pauses on
 * interrupts (or sent the legacy `on_interrupt` event), resuming it with
 * `agent.runAgent({ resume })`; nothing while no interrupt is open.
 */
export function AgentInterruptForm({ agent, ...props }: AgentInterruptFormProps) {
  const { interrupts, messages, resume } = useAgentInterrupts(agent);
  if (!interrupts) return null;
  // A new pause is a new form: nothing of the last one's answers carries over.
  const key = interrupts.map((interrupt) => interrupt.id).join("\n");
  return <InterruptForm key={key} {...props} interrupts={interrupts} messages={messages} onSubmit={resume} />;
}
