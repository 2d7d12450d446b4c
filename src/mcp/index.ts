"use client";
export * from "../formats/mcp.ts";
export { ElicitationForm, type ElicitationFormProps, type ElicitationFormResult } from "./ElicitationForm.tsx";
export { DEFAULT_ELICITATION_LABELS, type ElicitationFormLabels } from "./elicitationLabels.ts";
