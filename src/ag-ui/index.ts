// `agent-question-form/ag-ui`: AG-UI's interrupts (SPEC §13). The reader and writer are plain
// functions a server can call; `@ag-ui/client` / `@ag-ui/core` are optional peers, used for types only.
export * from "../formats/agui.ts";
