import type { AnswerItem, QuestionItem } from "../src/index.ts";

// Batches as a model would send them in an `ask_questions` call: the wire
// format, not yet normalized. Stories pass them to `questions` unchanged, the
// way a chat UI passes the tool call's argument.

/** One question of each type; the SingleChoice's recommended option is last in the model's order. */
export const projectSetup: QuestionItem[] = [
  {
    id: "name",
    question: "What should the project be called?",
    type: "Text",
    purpose: "Used for the package name and the repository.",
  },
  {
    id: "language",
    question: "Which language should the project use?",
    type: "SingleChoice",
    purpose: "To pick the toolchain and the project template.",
    options: ["JavaScript", "Python", "TypeScript"],
    recommended: "TypeScript",
  },
  {
    id: "features",
    question: "Which features do you want set up now?",
    type: "MultiChoice",
    purpose: "Each one adds files and a CI step; you can add the others later.",
    options: ["Linting", "Unit tests", "Docker image", "GitHub Actions"],
  },
  {
    id: "public",
    question: "Should the repository be public?",
    type: "YesNo",
    purpose: "Public repositories are visible to everyone on GitHub.",
  },
];

/** The answers a person gives in the interaction tests for `projectSetup`, as the form must emit them. */
export const projectSetupAnswers: AnswerItem[] = [
  { id: "name", answer: "acme-billing" },
  { id: "language", selected: ["TypeScript"] },
  { id: "features", selected: ["Linting", "GitHub Actions"] },
  { id: "public", answer: "No" },
];

/** Required questions beside optional ones, so "(optional)" and skipping can be seen. */
export const requiredAndOptional: QuestionItem[] = [
  {
    id: "email",
    question: "Which email address should receive the invoices?",
    type: "Text",
    purpose: "Invoices are sent here every month.",
    required: true,
  },
  {
    id: "po",
    question: "Purchase order number",
    type: "Text",
    purpose: "Printed on the invoice if your company needs one.",
    required: false,
  },
  {
    id: "currency",
    question: "Which currency should you be billed in?",
    type: "SingleChoice",
    options: ["USD", "GBP", "EUR"],
    recommended: "EUR",
    required: true,
  },
  {
    id: "extras",
    question: "Anything to include on the invoice?",
    type: "MultiChoice",
    options: ["VAT number", "Cost centre", "Project code"],
    required: false,
  },
  {
    id: "paper",
    question: "Do you also want paper copies?",
    type: "YesNo",
    required: false,
  },
];

/** The answers the form emits for `requiredAndOptional` when only the required questions are answered. */
export const requiredOnlyAnswers: AnswerItem[] = [
  { id: "email", answer: "billing@example.com" },
  { id: "po" },
  { id: "currency", selected: ["EUR"] },
  { id: "extras", selected: [] },
  { id: "paper" },
];

const TIME_ZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Halifax",
  "America/Sao_Paulo",
  "Atlantic/Azores",
  "Europe/London",
  "Europe/Lisbon",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Madrid",
  "Europe/Rome",
  "Europe/Warsaw",
  "Europe/Athens",
  "Europe/Helsinki",
  "Europe/Istanbul",
  "Europe/Moscow",
  "Africa/Cairo",
  "Africa/Johannesburg",
  "Africa/Lagos",
  "Africa/Nairobi",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Dhaka",
  "Asia/Bangkok",
  "Asia/Singapore",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Asia/Seoul",
  "Australia/Perth",
  "Australia/Sydney",
  "Pacific/Auckland",
];

/** Twenty alert integrations: a long MultiChoice option list. */
export const INTEGRATIONS = [
  "Slack",
  "Microsoft Teams",
  "Discord",
  "Email digest",
  "Jira",
  "Linear",
  "GitHub Issues",
  "GitLab Issues",
  "PagerDuty",
  "Opsgenie",
  "Datadog",
  "Sentry",
  "Grafana",
  "Google Calendar",
  "Outlook Calendar",
  "Zapier",
  "Webhooks",
  "Salesforce",
  "HubSpot",
  "Zendesk",
];

/** Long option lists: 36 time zones (recommended deep in the list) and 20 integrations. */
export const longOptions: QuestionItem[] = [
  {
    id: "timezone",
    question: "Which time zone should reports use?",
    type: "SingleChoice",
    purpose: "Daily reports are cut at midnight in this zone.",
    options: TIME_ZONES,
    recommended: "Europe/Berlin",
  },
  {
    id: "integrations",
    question: "Where should alerts be sent?",
    type: "MultiChoice",
    purpose: "Pick every tool your team watches.",
    options: INTEGRATIONS,
  },
];

/** Forty countries, some accented, one described: a list an agent asks honestly, past the filter's 8. */
export const COUNTRIES = [
  "Argentina",
  "Australia",
  "Austria",
  "Belgium",
  "Brazil",
  "Canada",
  "Chile",
  "China",
  "Côte d'Ivoire",
  "Denmark",
  "Egypt",
  "Finland",
  "France",
  "Germany",
  "Greece",
  "India",
  "Indonesia",
  "Ireland",
  "Italy",
  "Japan",
  "Kenya",
  "Mexico",
  "Morocco",
  "Netherlands",
  "New Zealand",
  "Nigeria",
  "Norway",
  "Peru",
  "Poland",
  "Portugal",
  "Réunion",
  "South Africa",
  "Spain",
  "Sweden",
  "Switzerland",
  "Thailand",
  "Türkiye",
  "United Kingdom",
  "United States",
  "Vietnam",
];

/** A SingleChoice and a MultiChoice of 40 options each, with Other on the first. */
export const fortyOptions: QuestionItem[] = [
  {
    id: "country",
    question: "Where is your company registered?",
    type: "SingleChoice",
    purpose: "Invoices carry the tax rules of this country.",
    options: COUNTRIES.map((label) => (label === "Canada" ? { label, description: "Including Québec" } : label)),
    recommended: "Germany",
    allowOther: true,
  },
  {
    id: "markets",
    question: "Where do you sell?",
    type: "MultiChoice",
    options: COUNTRIES,
  },
];

/** Long question, purpose and option texts, including an unbroken URL that must wrap, not overflow. */
export const longTexts: QuestionItem[] = [
  {
    id: "migration",
    question:
      "The current database schema stores customer addresses as a single free-text column, which makes it impossible to validate postcodes or to sort customers by country. How should the migration handle the 1,284 existing rows whose address could not be parsed automatically?",
    type: "SingleChoice",
    purpose:
      "The migration runs in a single transaction on the production database tonight, so the choice decides whether it can finish without a person reviewing rows by hand; see https://wiki.example.com/engineering/database/migrations/2026-11-address-normalisation-runbook-and-rollback-plan for the runbook.",
    options: [
      "Keep the unparsed address in a new legacy_address column and leave the structured columns empty, so nothing is lost and support can fix them one by one later",
      "Skip the unparsed rows and write their ids to a CSV file for review before running the migration again",
      "Stop the migration and report",
    ],
    recommended:
      "Keep the unparsed address in a new legacy_address column and leave the structured columns empty, so nothing is lost and support can fix them one by one later",
  },
  {
    id: "notes",
    question: "Is there anything else the on-call engineer should know before the migration starts at 02:00 UTC?",
    type: "Text",
    purpose: "Added verbatim to the incident channel when the migration begins.",
    required: false,
  },
];

const SUBJECTS = [
  "what is the team's name?",
  "how urgent is this?",
  "when can the team meet?",
  "is a budget approved?",
];

const MANY_TYPES = ["Text", "SingleChoice", "MultiChoice", "YesNo"] as const;

/** Thirty questions cycling through the four types, every third one optional. */
export const manyQuestions: QuestionItem[] = Array.from({ length: 30 }, (_, index) => {
  const n = index + 1;
  const type = MANY_TYPES[index % MANY_TYPES.length] ?? "Text";
  const base = { id: `q${n}`, question: `Question ${n}: ${SUBJECTS[index % SUBJECTS.length]}`, required: n % 3 !== 0 };
  switch (type) {
    case "SingleChoice":
      return { ...base, type, options: ["Low", "Medium", "High"], recommended: "Medium" };
    case "MultiChoice":
      return { ...base, type, options: ["Morning", "Afternoon", "Evening"] };
    default:
      return { ...base, type };
  }
});

/** A draft saved earlier (e.g. by `onChange`) for `projectSetup`, restored through `defaultAnswers`. */
export const projectSetupDraft: AnswerItem[] = [
  { id: "name", answer: "acme-billing" },
  { id: "features", selected: ["Unit tests"] },
];

/** Text from the model that looks like HTML; it must show as text, never run. */
export const markupInText: QuestionItem[] = [
  {
    id: "html",
    question: 'Should <b>bold</b> and <img src="x" onerror="alert(1)"> show as typed?',
    type: "YesNo",
    purpose: "<script>alert('purpose')</script>",
  },
];

// Input a model can get wrong. Each must end in the invalid-input panel, never a crash.

/** A SingleChoice without `recommended` (an older caller's payload). */
export const missingRecommended: unknown = [
  { id: "language", question: "Which language?", type: "SingleChoice", options: ["Rust", "TypeScript"] },
];

/** The same `id` twice. */
export const duplicateIds: unknown = [
  { id: "name", question: "Your first name?", type: "Text" },
  { id: "name", question: "Your last name?", type: "Text" },
];

/** A `type` spelled the way another tool API would. */
export const unknownType: unknown = [{ id: "agree", question: "Do you agree?", type: "boolean" }];

/** One question object where an array was expected. */
export const notAnArray: unknown = { id: "name", question: "Your name?", type: "Text" };

/** The arguments as a JSON string cut off mid-way, as a stream that stopped early leaves them. */
export const truncatedJson: unknown = JSON.stringify({ questions: projectSetup }).slice(0, 120);

/** Several problems in one call, to show that every issue is reported at once. */
export const manyProblems: unknown = [
  { id: "", question: "Untitled", type: "Text" },
  { id: "size", question: "Which size?", type: "SingleChoice", options: ["S", "M", "M"], recommended: "XL" },
  { id: "ok", question: "OK?", type: "YesNo", options: ["Sure", "Nope"] },
];

/** `projectSetup` as a French-speaking agent would ask it. */
export const projectSetupFrench: QuestionItem[] = [
  {
    id: "name",
    question: "Comment le projet doit-il s’appeler ?",
    type: "Text",
    purpose: "Sert de nom au paquet et au dépôt.",
  },
  {
    id: "language",
    question: "Quel langage le projet doit-il utiliser ?",
    type: "SingleChoice",
    purpose: "Pour choisir les outils et le modèle de projet.",
    options: ["JavaScript", "Python", "TypeScript"],
    recommended: "TypeScript",
  },
  {
    id: "features",
    question: "Quelles fonctions voulez-vous dès maintenant ?",
    type: "MultiChoice",
    options: ["Analyse du code", "Tests unitaires", "Image Docker"],
    required: false,
  },
  {
    id: "public",
    question: "Le dépôt doit-il être public ?",
    type: "YesNo",
    purpose: "Un dépôt public est visible par tout le monde.",
  },
];

/** `projectSetup` in Arabic, for the right-to-left story; option names stay Latin, as code names do. */
export const projectSetupArabic: QuestionItem[] = [
  {
    id: "name",
    question: "ما اسم المشروع؟",
    type: "Text",
    purpose: "يُستخدم اسمًا للحزمة وللمستودع.",
  },
  {
    id: "language",
    question: "ما لغة البرمجة التي يستخدمها المشروع؟",
    type: "SingleChoice",
    purpose: "لاختيار الأدوات وقالب المشروع.",
    options: ["JavaScript", "Python", "TypeScript"],
    recommended: "TypeScript",
  },
  {
    id: "features",
    question: "ما الميزات التي تريد إعدادها الآن؟",
    type: "MultiChoice",
    options: ["فحص الشيفرة", "اختبارات الوحدات", "صورة Docker"],
    required: false,
  },
  {
    id: "public",
    question: "هل يكون المستودع عامًا؟",
    type: "YesNo",
    purpose: "المستودع العام مرئي للجميع.",
  },
];

/**
 * LangChain's human-in-the-loop review as `useStream` hands it over: a mail to approve, edit or
 * reject (with `description`) and a file to delete, approve or reject.
 */
export const reviewInterrupts = (description: string) => [
  {
    id: "r1",
    value: {
      actionRequests: [
        { name: "send_email", args: { to: "team@example.com", subject: "v2 is out" }, description },
        { name: "delete_file", args: { path: "notes/old.txt" } },
      ],
      reviewConfigs: [
        { actionName: "send_email", allowedDecisions: ["approve", "edit", "reject"] },
        { actionName: "delete_file", allowedDecisions: ["approve", "reject"] },
      ],
    },
  },
];
