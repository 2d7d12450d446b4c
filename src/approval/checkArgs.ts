// No React, no dependency: the JSON Schema keywords a tool's input schema uses, checked on edited
// arguments before they are sent (the JSON Schema reader in src/formats/schemaQuestions.ts reads a
// schema into a form, but checks no value against one). A keyword not known here ($ref, formats,
// conditionals) is not checked: the tool's own validation still runs after.

import { isObject } from "../protocol/json.ts";

/** One way an edited input does not fit its schema, its code the name of its label; `key` is where (`env.HOME`, `paths[0]`). */
export type ArgProblem =
  | { code: "argMissing" | "argNotAllowed"; key: string }
  | { code: "argWrongType"; key: string; types: string[] }
  | { code: "argNotListed"; key: string; values: unknown[] }
  | {
      code:
        | "argTooSmall"
        | "argTooLarge"
        | "argNotAbove"
        | "argNotBelow"
        | "argTooShort"
        | "argTooLong"
        | "argTooFew"
        | "argTooMany";
      key: string;
      limit: number;
    }
  | { code: "argNoMatch"; key: string; pattern: string };

/** Whether `value` is of JSON Schema type `type` (`integer` a whole number, `number` a finite one). */
function isType(value: unknown, type: unknown): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "array":
      return Array.isArray(value);
    case "object":
      return isObject(value);
    default:
      // A type this check does not know: not ours to refuse.
      return true;
  }
}

/** Two JSON values alike, as `enum` and `const` compare them (key order aside). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, at) => same(item, b[at]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]));
}

const isNumber = (limit: unknown): limit is number => typeof limit === "number" && Number.isFinite(limit);

/**
 * Every way `value` does not fit `schema`: for an object, its missing required keys first, then
 * its properties in the schema's order, then the keys the schema does not name (refused by
 * `additionalProperties: false`, or checked against its schema). Never throws; an empty list fits.
 */
export function checkArgs(value: unknown, schema: unknown, key = ""): ArgProblem[] {
  if (!isObject(schema)) return [];
  const problems: ArgProblem[] = [];
  const at = (child: string) => (key ? `${key}.${child}` : child);

  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length && !types.some((type) => isType(value, type)))
    // The wrong type says it all: its limits would only repeat it.
    return [{ code: "argWrongType", key, types: types.map(String) }];
  if (Array.isArray(schema.enum) && !schema.enum.some((each) => same(each, value)))
    problems.push({ code: "argNotListed", key, values: schema.enum });
  if ("const" in schema && !same(schema.const, value))
    problems.push({ code: "argNotListed", key, values: [schema.const] });

  for (const part of ["allOf", "anyOf", "oneOf"] as const) {
    const options = schema[part];
    if (!Array.isArray(options) || !options.length) continue;
    const results = options.map((option) => checkArgs(value, option, key));
    const fits = results.filter((result) => !result.length).length;
    // allOf: every one's problems; anyOf / oneOf: those of the nearest option when none fits.
    if (part === "allOf") problems.push(...results.flat());
    else if (!fits)
      problems.push(...results.reduce((nearest, result) => (result.length < nearest.length ? result : nearest)));
  }

  if (typeof value === "number") {
    if (isNumber(schema.minimum) && value < schema.minimum)
      problems.push({ code: "argTooSmall", key, limit: schema.minimum });
    if (isNumber(schema.maximum) && value > schema.maximum)
      problems.push({ code: "argTooLarge", key, limit: schema.maximum });
    if (isNumber(schema.exclusiveMinimum) && value <= schema.exclusiveMinimum)
      problems.push({ code: "argNotAbove", key, limit: schema.exclusiveMinimum });
    if (isNumber(schema.exclusiveMaximum) && value >= schema.exclusiveMaximum)
      problems.push({ code: "argNotBelow", key, limit: schema.exclusiveMaximum });
  }
  if (typeof value === "string") {
    // Characters as JSON Schema counts them: code points.
    const length = [...value].length;
    if (isNumber(schema.minLength) && length < schema.minLength)
      problems.push({ code: "argTooShort", key, limit: schema.minLength });
    if (isNumber(schema.maxLength) && length > schema.maxLength)
      problems.push({ code: "argTooLong", key, limit: schema.maxLength });
    if (typeof schema.pattern === "string") {
      let pattern: RegExp | undefined;
      try {
        pattern = new RegExp(schema.pattern, "u");
      } catch {
        // A pattern this engine cannot read is not checked.
      }
      if (pattern && !pattern.test(value)) problems.push({ code: "argNoMatch", key, pattern: schema.pattern });
    }
  }
  if (Array.isArray(value)) {
    if (isNumber(schema.minItems) && value.length < schema.minItems)
      problems.push({ code: "argTooFew", key, limit: schema.minItems });
    if (isNumber(schema.maxItems) && value.length > schema.maxItems)
      problems.push({ code: "argTooMany", key, limit: schema.maxItems });
    if (isObject(schema.items))
      value.forEach((item, index) => {
        problems.push(...checkArgs(item, schema.items, `${key}[${index}]`));
      });
  }
  if (isObject(value)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const name of Array.isArray(schema.required) ? schema.required : [])
      if (typeof name === "string" && !Object.hasOwn(value, name)) problems.push({ code: "argMissing", key: at(name) });
    for (const [name, property] of Object.entries(properties))
      if (Object.hasOwn(value, name)) problems.push(...checkArgs(value[name], property, at(name)));
    for (const name of Object.keys(value)) {
      if (Object.hasOwn(properties, name)) continue;
      if (schema.additionalProperties === false) problems.push({ code: "argNotAllowed", key: at(name) });
      else problems.push(...checkArgs(value[name], schema.additionalProperties, at(name)));
    }
  }
  return problems;
}
