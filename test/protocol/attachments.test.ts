import { describe, expect, it } from "vitest";
import { offersFiles, readAttachment, readAttachments, withAttachments } from "../../src/protocol/attachments.ts";
import { acceptsFile, fileProblem } from "../../src/protocol/fileProblem.ts";
import { ATTACHMENT_LIMITS, isAnswered, type QuestionItem, validateAnswers } from "../../src/protocol/index.ts";

// The rules of files in an answer (SPEC §16), in the protocol where the form and a server both read them.

const TEXT: QuestionItem = {
  id: "shot",
  question: "Which screen?",
  type: "Text",
  attachments: { accept: ["image/*"] },
};
const CHOICE: QuestionItem = {
  id: "where",
  question: "Where?",
  type: "MultiChoice",
  options: ["Login"],
  allowOther: true,
  attachments: {},
};
const FILE = { name: "a.png", mediaType: "image/png", size: 10, url: "data:image/png;base64,AAAA" };

describe("which question takes files", () => {
  it("a Text question or a choice question's Other with attachments; nothing without", () => {
    expect(offersFiles(TEXT)).toBe(true);
    expect(offersFiles(CHOICE)).toBe(true);
    expect(offersFiles({ ...CHOICE, allowOther: false })).toBe(false);
    expect(offersFiles({ id: "t", question: "T", type: "Text" })).toBe(false);
    expect(offersFiles({ id: "y", question: "Y", type: "YesNo", attachments: {} })).toBe(false);
  });
});

describe("fileProblem", () => {
  it("type first, then size, then count; the defaults are 5 MB and 4 files", () => {
    const any: QuestionItem = { ...TEXT, attachments: {} };
    expect(fileProblem(TEXT, { name: "a.txt", type: "text/plain", size: 1 }, 0)).toBe("fileType");
    expect(fileProblem(any, { name: "a.bin", type: "", size: ATTACHMENT_LIMITS.defaultMaxBytes + 1 }, 0)).toBe(
      "fileSize",
    );
    expect(fileProblem(any, { name: "a.bin", type: "", size: ATTACHMENT_LIMITS.defaultMaxBytes }, 3)).toBeUndefined();
    expect(fileProblem(any, { name: "a.bin", type: "", size: 1 }, 4)).toBe("fileCount");
  });

  it("accept takes MIME types, patterns and extensions, in any case", () => {
    expect(acceptsFile(["image/*"], { name: "a.PNG", type: "IMAGE/PNG" })).toBe(true);
    expect(acceptsFile(["application/pdf"], { name: "a.pdf", type: "application/pdf" })).toBe(true);
    expect(acceptsFile([".PDF"], { name: "report.pdf", type: "" })).toBe(true);
    expect(acceptsFile(["image/*"], { name: "imagery.txt", type: "text/plain" })).toBe(false);
    expect(acceptsFile([], { name: "x", type: "" })).toBe(true);
  });
});

describe("the answer item", () => {
  it("carries the files on a Text answer, and on Other's answer only while Other is chosen", () => {
    expect(withAttachments(TEXT, undefined, { id: "shot" }, [FILE])).toEqual({ id: "shot", attachments: [FILE] });
    expect(withAttachments(TEXT, "x", { id: "shot", answer: "x" }, [])).toEqual({ id: "shot", answer: "x" });
    const other = { other: "Footer", picks: ["Login"] };
    expect(withAttachments(CHOICE, other, { id: "where", selected: ["Login", "Footer"] }, [FILE])).toEqual({
      id: "where",
      selected: ["Login", "Footer"],
      attachments: [FILE],
    });
    expect(withAttachments(CHOICE, ["Login"], { id: "where", selected: ["Login"] }, [FILE])).toEqual({
      id: "where",
      selected: ["Login"],
    });
  });

  it("a Text question answered with files alone is answered, in the form's rule and a server's check", () => {
    expect(isAnswered(TEXT, undefined, 1)).toBe(true);
    expect(isAnswered(TEXT, undefined, 0)).toBe(false);
    expect(validateAnswers([TEXT], [{ id: "shot", attachments: [FILE] }])).toEqual([]);
    expect(validateAnswers([TEXT], [{ id: "shot" }])).toEqual([expect.objectContaining({ code: "unanswered" })]);
  });

  it("readAttachments reads each file as readAttachment does: a draft's empty url only with draft, and never any other url", () => {
    const attachments = [
      FILE,
      { ...FILE, url: "" },
      { ...FILE, url: "javascript:alert(1)" },
      { ...FILE, size: -1 },
      { name: "x" },
      null,
    ];
    expect(readAttachments({ attachments })).toEqual([FILE]);
    expect(readAttachments({ attachments }, { draft: true })).toEqual([FILE, { ...FILE, url: "" }]);
    expect(readAttachment({ ...FILE, url: "" })).toBeUndefined();
    expect(readAttachment({ ...FILE, url: "" }, { draft: true })).toEqual({ ...FILE, url: "" });
    expect(readAttachments({ attachments: "a.png" })).toEqual([]);
  });
});
