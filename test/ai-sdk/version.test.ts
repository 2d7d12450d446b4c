import { Chat } from "@ai-sdk/react";
import reactPackage from "@ai-sdk/react/package.json" with { type: "json" };
import { AbstractChat } from "ai";
import aiPackage from "ai/package.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import { ScriptedTransport } from "../support/scriptedTransport.ts";

// The ai7 project maps `ai` and `@ai-sdk/react` to the AI SDK 7 copies and sets
// EXPECTED_AI_MAJOR=7; every other project runs the AI SDK 6 dev dependencies.
const expected = process.env.EXPECTED_AI_MAJOR ?? "6";
const reactMajor = { "6": "3", "7": "4" }[expected];

describe(`the AI SDK the adapter tests run on (ai ${expected})`, () => {
  it("is the major this project is meant to test", () => {
    expect(aiPackage.version.split(".")[0]).toBe(expected);
    expect(reactPackage.version.split(".")[0]).toBe(reactMajor);
  });

  it("gives useChat the same copy of ai the adapter imports, not a second one", () => {
    const chat = new Chat({ transport: new ScriptedTransport() });
    expect(chat).toBeInstanceOf(AbstractChat);
  });
});
