export { fromAnswer, isAnswered, toAnswer, toAnswers } from "./answers.ts";
export { formatDecline } from "./decline.ts";
export * from "./types.ts";
