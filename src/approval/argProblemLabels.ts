/**
 * The strings of the schema check of an edited input (`ToolApproval`'s JSON box with
 * `argsSchema`), part of `ToolApprovalLabels`: pass any through `ToolApproval`'s `labels`.
 * `{key}` is where (`env.HOME`, `paths[0]`); `{type}`, `{values}`, `{limit}` and `{pattern}` are the schema's.
 */
export interface ArgProblemLabels {
  /** The error of an edited input that does not fit the tool's schema (`argsSchema`); each problem is listed after it. */
  argsInvalid: string;
  /** A required argument is missing (`{key}`: where, as `env.HOME` or `paths[0]`). */
  argMissing: string;
  /** An argument the schema does not take (`additionalProperties: false`). */
  argNotAllowed: string;
  /** A value of the wrong type (`{type}`: the schema's types, quoted). */
  argWrongType: string;
  /** A value not among the schema's (`{values}`: the allowed values as JSON). */
  argNotListed: string;
  /** A number below `minimum` (`{limit}`). */
  argTooSmall: string;
  /** A number above `maximum` (`{limit}`). */
  argTooLarge: string;
  /** A number not above `exclusiveMinimum` (`{limit}`). */
  argNotAbove: string;
  /** A number not below `exclusiveMaximum` (`{limit}`). */
  argNotBelow: string;
  /** A text shorter than `minLength` characters (`{limit}`). */
  argTooShort: string;
  /** A text longer than `maxLength` characters (`{limit}`). */
  argTooLong: string;
  /** A list with fewer than `minItems` items (`{limit}`). */
  argTooFew: string;
  /** A list with more than `maxItems` items (`{limit}`). */
  argTooMany: string;
  /** A text that does not match the schema's `pattern` (`{pattern}`). */
  argNoMatch: string;
}

/** The English defaults of `ArgProblemLabels`. */
export const DEFAULT_ARG_PROBLEM_LABELS: Readonly<ArgProblemLabels> = /* @__PURE__ */ Object.freeze({
  argsInvalid: "This input does not fit the tool's schema. Nothing was sent; fix it and try again.",
  argMissing: "{key} is missing.",
  argNotAllowed: "{key} is not an argument this tool takes.",
  argWrongType: "{key} must be of type {type}.",
  argNotListed: "{key} must be one of {values}.",
  argTooSmall: "{key} must be at least {limit}.",
  argTooLarge: "{key} must be at most {limit}.",
  argNotAbove: "{key} must be more than {limit}.",
  argNotBelow: "{key} must be less than {limit}.",
  argTooShort: "{key} must be at least {limit} characters long.",
  argTooLong: "{key} must be at most {limit} characters long.",
  argTooFew: "{key} must have at least {limit} items.",
  argTooMany: "{key} must have at most {limit} items.",
  argNoMatch: "{key} must match the pattern {pattern}.",
});
