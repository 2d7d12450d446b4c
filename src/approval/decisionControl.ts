/**
 * The selector of where the person decides the tool call inside the element
 * with this id: its Approve, or its Deny where it offers none (a call whose
 * arguments were not found can only be denied). One place for every round
 * that holds its send until each call is decided (AG-UI's interrupts,
 * LangChain's review), so none of them leaves such a call without focus; the
 * line that says why is `DecisionAlert`.
 */
export const decisionControl = (id: string): string => `#${CSS.escape(id)} :is([data-slot=approve], [data-slot=deny])`;
