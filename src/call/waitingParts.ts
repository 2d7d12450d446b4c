// The parts of a call that waits, in one chunk (loadWaitingParts): loaded only by a call that can expire or be answered in the chat, once it waits.
export { ExpiryNotice } from "./ExpiryNotice.tsx";
export { OutcomeNote } from "./OutcomeNote.tsx";
