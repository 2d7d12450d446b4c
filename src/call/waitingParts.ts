// The parts of a call that waits, in one chunk (loadWaitingParts): loaded only when a call expires or is answered in the chat.
export { ExpiryNotice } from "./ExpiryNotice.tsx";
export { OutcomeNote } from "./OutcomeNote.tsx";
