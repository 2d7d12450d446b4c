import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatToolCall } from "../../../src/call/chatToolCall.ts";
import { QuestionCall, QuestionForm, type QuestionItem, validateAnswers } from "../../../src/index.ts";
import { clipboardOf, png, SHOT } from "../../support/shotQuestion.ts";

// Files in an answer (SPEC §16, issue 47): a person pastes, drops or picks files into a Text question
// (or Other); each is a chip; a refused one is named in the question's error slot and nothing typed
// is lost; the answer carries `attachments`. Every test here failed before the form took files.

const pickButton = () => screen.getByRole("button", { name: "Attach files" });
// The files part is a chunk of its own, in as the question shows: wait for its button, as a person would.
const filesShown = () => screen.findByRole("button", { name: "Attach files" });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const chips = () => within(screen.getByRole("list", { name: "Attached files" })).getAllByRole("listitem");
const status = () => screen.getAllByRole("status").find((node) => node.dataset.slot === "files-status") as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe("a Text question with attachments", () => {
  it("picks a file through the button: a chip with its name and size, and the answer carries it as a data: URL", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<QuestionForm questions={[SHOT]} onSubmit={onSubmit} />);
    await filesShown();
    expect(fileInput(container).accept).toBe("image/*");
    await user.type(screen.getByRole("textbox", { name: /Which screen/ }), "The login page");
    await user.upload(fileInput(container), png());
    expect(chips()).toHaveLength(1);
    expect(chips()[0]).toHaveTextContent("shot.png");
    expect(chips()[0]).toHaveTextContent("8 bytes");
    expect(status()).toHaveTextContent("shot.png attached");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      {
        id: "shot",
        answer: "The login page",
        attachments: [
          { name: "shot.png", mediaType: "image/png", size: 8, url: `data:image/png;base64,${btoa("\x07".repeat(8))}` },
        ],
      },
    ]);
  });

  it("the pick button opens the real file input", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionForm questions={[SHOT]} />);
    await filesShown();
    const click = vi.spyOn(fileInput(container), "click");
    await user.click(pickButton());
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("pastes an image from the clipboard into the text box", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[SHOT]} />);
    await filesShown();
    const box = screen.getByRole("textbox", { name: /Which screen/ });
    await user.type(box, "See: ");
    box.focus();
    await user.paste(clipboardOf(png("pasted.png")) as unknown as DataTransfer);
    expect(chips()[0]).toHaveTextContent("pasted.png");
    expect(box).toHaveValue("See: ");
  });

  it("drops files onto the question", async () => {
    render(<QuestionForm questions={[SHOT]} />);
    await filesShown();
    const question = screen
      .getByRole("textbox", { name: /Which screen/ })
      .closest('[data-slot="question"]') as HTMLElement;
    const transfer = { files: [png("dropped.png")], types: ["Files"] };
    const over = fireEvent.dragOver(question, { dataTransfer: transfer });
    expect(over).toBe(false); // the drag over was accepted (default prevented)
    expect(question).toHaveAttribute("data-drop", "over");
    fireEvent.drop(question, { dataTransfer: transfer });
    expect(chips()[0]).toHaveTextContent("dropped.png");
    expect(question).not.toHaveAttribute("data-drop");
  });

  it("refuses a file of another type, a too large one and one too many, naming each; the text and the other files stay", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<QuestionForm questions={[SHOT]} />);
    await filesShown();
    const box = screen.getByRole("textbox", { name: /Which screen/ });
    await user.type(box, "Half a thought");
    await user.upload(fileInput(container), [
      png("a.png"),
      new File(["x"], "notes.txt", { type: "text/plain" }),
      png("huge.png", 2048),
      png("b.png"),
      png("c.png"),
    ]);
    expect(chips().map((chip) => within(chip).getByText(/\.png$/).textContent)).toEqual(["a.png", "b.png"]);
    const error = container.querySelector('[data-slot="error-message"]') as HTMLElement;
    expect(error).toHaveTextContent("notes.txt was not attached: this question takes image/*");
    expect(error).toHaveTextContent("huge.png was not attached: it is larger than 1 KB");
    expect(error).toHaveTextContent("c.png was not attached: up to 2 files");
    expect(box).toHaveValue("Half a thought");
    expect(box).toHaveAccessibleDescription(expect.stringContaining("notes.txt was not attached"));
    expect(status()).toHaveTextContent("a.png attached");
    expect(status()).toHaveTextContent("notes.txt was not attached");
  });

  it("removes a file with its button, says so, and keeps focus in the question", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<QuestionForm questions={[SHOT]} onSubmit={onSubmit} />);
    await filesShown();
    await user.upload(fileInput(container), [png("a.png"), png("b.png")]);
    await user.click(screen.getByRole("button", { name: "Remove a.png" }));
    expect(chips()).toHaveLength(1);
    expect(status()).toHaveTextContent("a.png removed");
    expect(pickButton()).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0][0].attachments.map((file: { name: string }) => file.name)).toEqual(["b.png"]);
  });

  it("a required question answered with a file alone is answered", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<QuestionForm questions={[{ ...SHOT, required: true }]} onSubmit={onSubmit} />);
    await filesShown();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(container.querySelector('[data-slot="error-message"]')).toHaveTextContent("Enter an answer");
    await user.upload(fileInput(container), png());
    // Attaching answers it: the error goes at once, as typing would make it go.
    expect(container.querySelector('[data-slot="error-message"]')).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "shot", attachments: [expect.objectContaining({ name: "shot.png" })] },
    ]);
  });

  it("a thumbnail for an image, from an object URL let go when the chip goes and when the form goes", async () => {
    const user = userEvent.setup();
    const created: string[] = [];
    const create = vi.fn(() => {
      created.push(`blob:test/${created.length}`);
      return created.at(-1) as string;
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    try {
      const { container, unmount } = render(<QuestionForm questions={[SHOT]} />);
      await filesShown();
      await user.upload(fileInput(container), [png("a.png"), png("b.png")]);
      const thumbnails = container.querySelectorAll<HTMLImageElement>('[data-slot="file-thumbnail"]');
      expect([...thumbnails].map((img) => img.getAttribute("src"))).toEqual(["blob:test/0", "blob:test/1"]);
      expect(thumbnails[0]).toHaveAttribute("alt", "");
      await user.click(screen.getByRole("button", { name: "Remove a.png" }));
      expect(revoke).toHaveBeenCalledWith("blob:test/0");
      unmount();
      expect(revoke).toHaveBeenCalledWith("blob:test/1");
    } finally {
      Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    }
  });
});

describe("upload", () => {
  it("sends what upload returned; Submit waits for it in the submitting phase", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    let finish: (value: { url: string }) => void = () => {};
    const upload = vi.fn(() => new Promise<{ url: string }>((resolve) => (finish = resolve)));
    const { container } = render(<QuestionForm questions={[SHOT]} onSubmit={onSubmit} upload={upload} />);
    await filesShown();
    await user.upload(fileInput(container), png());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: "shot.png" }));
    expect(chips()[0]).toHaveAttribute("data-state", "reading");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => finish({ url: "https://files.example/shot.png" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      {
        id: "shot",
        attachments: [{ name: "shot.png", mediaType: "image/png", size: 8, url: "https://files.example/shot.png" }],
      },
    ]);
  });

  it("a failed upload shows its error in the question and keeps the other files and the text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const upload = vi.fn(async (file: File) => {
      if (file.name === "bad.png") throw new Error("the server said no");
      return { url: `https://files.example/${file.name}` };
    });
    const { container } = render(<QuestionForm questions={[SHOT]} onSubmit={onSubmit} upload={upload} />);
    await filesShown();
    await user.type(screen.getByRole("textbox", { name: /Which screen/ }), "Both");
    await user.upload(fileInput(container), [png("good.png"), png("bad.png")]);
    expect(
      await screen.findByText(/bad\.png could not be uploaded: the server said no/, {
        selector: "p[data-slot=error-message]",
      }),
    ).toBeInTheDocument();
    expect(chips()).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      {
        id: "shot",
        answer: "Both",
        attachments: [expect.objectContaining({ name: "good.png", url: "https://files.example/good.png" })],
      },
    ]);
  });

  it("an upload that returns no data: or http(s) url is refused like a failed one, in the person's words (a label); the developer is told the url", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const upload = vi.fn(async (file: File) => ({ url: `/files/${file.name}` }));
    const { container } = render(<QuestionForm questions={[SHOT]} onSubmit={onSubmit} upload={upload} />);
    await filesShown();
    await user.type(screen.getByRole("textbox", { name: /Which screen/ }), "Kept");
    await user.upload(fileInput(container), png());
    expect(
      await screen.findByText("shot.png could not be uploaded", { selector: "p[data-slot=error-message]" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Attached files" })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"/files/shot.png"');
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "shot", answer: "Kept" }]);
  });

  it("the refusal of an upload's unusable url is the form's label: overridden, the override shows", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const upload = vi.fn(async (file: File) => ({ url: `/files/${file.name}` }));
    const { container } = render(
      <QuestionForm questions={[SHOT]} upload={upload} labels={{ fileUploadUnusable: "{name} ne s'est pas envoyé" }} />,
    );
    await filesShown();
    await user.upload(fileInput(container), png());
    expect(
      await screen.findByText("shot.png ne s'est pas envoyé", { selector: "p[data-slot=error-message]" }),
    ).toBeInTheDocument();
  });
});

describe("Other with attachments", () => {
  it("takes files while Other is chosen, and they go with the person's own answer", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const question = {
      id: "where",
      question: "Where is it wrong?",
      type: "SingleChoice",
      options: ["Login", "Settings"],
      recommended: "Login",
      allowOther: true,
      attachments: {},
    };
    const { container } = render(<QuestionForm questions={[question]} onSubmit={onSubmit} />);
    expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /^Other — / }), "The footer");
    await user.upload(fileInput(container), png("footer.png"));
    expect(chips()[0]).toHaveTextContent("footer.png");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      {
        id: "where",
        selected: ["The footer"],
        attachments: [expect.objectContaining({ name: "footer.png", mediaType: "image/png" })],
      },
    ]);
  });
});

describe("drafts", () => {
  it("a restored draft keeps the text and says which files it did not keep", () => {
    render(
      <QuestionForm
        questions={[SHOT]}
        defaultAnswers={[
          {
            id: "shot",
            answer: "Typed",
            attachments: [{ name: "shot.png", mediaType: "image/png", size: 8, url: "" }],
          },
        ]}
      />,
    );
    expect(screen.getByRole("textbox", { name: /Which screen/ })).toHaveValue("Typed");
    expect(screen.getByText("Files are not kept in a draft. Attach them again: shot.png")).toBeInTheDocument();
  });

  it("a restored draft takes back only a file a server would take (a data: or http(s) url): any other is neither shown nor sent, and is named to attach again", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const kept = { name: "kept.png", mediaType: "image/png", size: 3, url: "data:image/png;base64,AAAA" };
    render(
      <QuestionForm
        questions={[SHOT]}
        onSubmit={onSubmit}
        defaultAnswers={[
          {
            id: "shot",
            answer: "Typed",
            attachments: [
              kept,
              { name: "odd.png", mediaType: "image/png", size: 3, url: "javascript:alert(1)" },
              { name: "path.png", mediaType: "image/png", size: 3, url: "/files/1" },
            ],
          },
        ]}
      />,
    );
    await filesShown();
    expect(chips()).toHaveLength(1);
    expect(chips()[0]).toHaveTextContent("kept.png");
    expect(screen.getByText("Files are not kept in a draft. Attach them again: odd.png, path.png")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent).toEqual([{ id: "shot", answer: "Typed", attachments: [kept] }]);
    expect(validateAnswers([SHOT as QuestionItem], sent)).toEqual([]);
  });

  it("QuestionCall's sessionStorage draft keeps the text and the files' names, never their contents", async () => {
    const user = userEvent.setup();
    const first = render(<QuestionCall input={{ questions: [SHOT] }} draftKey="call_files" />);
    await user.type(screen.getByRole("textbox", { name: /Which screen/ }), "The login page");
    await user.upload(fileInput(first.container), png());
    await waitFor(() => expect(chips()[0]).toHaveAttribute("data-state", "ready"));
    first.unmount();
    const stored = sessionStorage.getItem("agent-question-form:draft:call_files") ?? "";
    expect(stored).not.toContain("data:");
    expect(JSON.parse(stored)).toEqual([
      {
        id: "shot",
        answer: "The login page",
        attachments: [{ name: "shot.png", mediaType: "image/png", size: 8, url: "" }],
      },
    ]);

    render(<QuestionCall input={{ questions: [SHOT] }} draftKey="call_files" />);
    expect(screen.getByRole("textbox", { name: /Which screen/ })).toHaveValue("The login page");
    expect(screen.getByText("Files are not kept in a draft. Attach them again: shot.png")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Attached files" })).toBeNull();
  });

  it("a stored output shows its files as chips, without the pick or remove buttons", () => {
    const output = {
      questions: [SHOT],
      answers: [
        {
          id: "shot",
          attachments: [{ name: "sent.png", mediaType: "image/png", size: 2048, url: "data:image/png;base64,AAAA" }],
        },
      ],
    };
    render(<QuestionForm questions={[SHOT]} output={output as never} />);
    expect(chips()[0]).toHaveTextContent("sent.png");
    expect(chips()[0]).toHaveTextContent("2 KB");
    expect(screen.queryByRole("button", { name: "Remove sent.png" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
  });

  it("QuestionCall and every chat adapter (chatToolCall) take upload too", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const upload = vi.fn(async () => ({ url: "https://files.example/shot.png" }));
    const props = chatToolCall({
      toolCallId: "call_up",
      input: { questions: [SHOT] },
      phase: "waiting",
      send: vi.fn(),
      upload,
    });
    expect(props.upload).toBe(upload);
    const { container } = render(<QuestionCall input={{ questions: [SHOT] }} upload={upload} onSubmit={onSubmit} />);
    await filesShown();
    await user.upload(fileInput(container), png());
    await waitFor(() => expect(chips()[0]).toHaveAttribute("data-state", "ready"));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "shot", attachments: [expect.objectContaining({ url: "https://files.example/shot.png" })] },
    ]);
  });

  it("the steps review and the receipt read a files-only answer back as its files, not as Not answered", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionCall input={{ questions: [SHOT] }} layout="steps" onSubmit={() => {}} />);
    await filesShown();
    await user.upload(fileInput(container), png());
    await waitFor(() => expect(chips()[0]).toHaveAttribute("data-state", "ready"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    const review = await screen.findByRole("heading", { name: "Check your answers" });
    expect(review.closest('[data-slot="review"]')).toHaveTextContent("Attached: shot.png");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Attached: shot.png", { selector: "[data-slot=receipt] dd" })).toBeInTheDocument();
  });
});
