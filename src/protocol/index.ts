export { fromAnswer, isAnswered, toAnswer, toAnswers } from "./answers.ts";
export * from "./types.ts";
