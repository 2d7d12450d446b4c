import type { QuestionItem, QuestionType } from "../../src/protocol/types.ts";

/**
 * A small, fast, seedable PRNG (mulberry32): the same seed gives every
 * contender the very same batch, run after run and machine after machine.
 */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = [
  "database",
  "deployment target",
  "test runner",
  "package manager",
  "logging format",
  "cache layer",
  "auth provider",
  "CSS approach",
  "API style",
  "error tracker",
  "queue",
  "CI service",
];

const WORDS = [
  "PostgreSQL",
  "SQLite",
  "Redis",
  "Kubernetes",
  "Fly.io",
  "Vitest",
  "Jest",
  "pnpm",
  "npm",
  "JSON lines",
  "Plain text",
  "Memcached",
  "OAuth",
  "Passkeys",
  "Tailwind",
  "CSS modules",
  "REST",
  "GraphQL",
  "Sentry",
  "RabbitMQ",
  "Kafka",
  "GitHub Actions",
  "Buildkite",
  "None of these",
];

const TYPES: readonly QuestionType[] = ["Text", "SingleChoice", "MultiChoice", "YesNo"];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function someOptions(random: () => number): string[] {
  const count = 4 + Math.floor(random() * 5); // 4–8, as the issue asks
  const pool = [...WORDS];
  const chosen: string[] = [];
  while (chosen.length < count) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as string);
  return chosen;
}

/**
 * A batch of `count` valid, already-normalized questions of mixed types (the
 * recommended option first, `required` explicit), as a model might send them.
 * The first question is always Text: the keystroke benchmark types into it.
 */
export function generateQuestions(count: number, seed: number): QuestionItem[] {
  const random = mulberry32(seed);
  const questions: QuestionItem[] = [];
  for (let index = 0; index < count; index++) {
    const type = index === 0 ? "Text" : pick(random, TYPES);
    const topic = pick(random, TOPICS);
    const item: QuestionItem = {
      id: `q${index}`,
      question: `Question ${index + 1}: which ${topic} should the project use?`,
      type,
      required: random() < 0.75,
    };
    if (random() < 0.5) item.purpose = `So that the scaffold wires up the ${topic} for you.`;
    if (type === "SingleChoice" || type === "MultiChoice") item.options = someOptions(random);
    if (type === "SingleChoice") item.recommended = item.options?.[0] as string;
    questions.push(item);
  }
  return questions;
}
