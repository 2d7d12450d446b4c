import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToolApproval } from "../../src/index.ts";
import { wholeText } from "../support/wholeText.ts";

describe("ToolApproval", () => {
  it("fills {tool} and {reason} in the host's labels, and keeps the defaults it leaves out", async () => {
    const user = userEvent.setup();
    render(
      <ToolApproval
        toolName="deploy"
        input="--prod"
        labels={{
          approvalTitle: "Run {tool} now?",
          deny: "Refuse",
          deniedWithReason: "Refused ({reason})",
          approve: " ",
        }}
      />,
    );
    expect(screen.getByRole("region", { name: "Run deploy now?" })).toBeInTheDocument();
    // A blank label keeps its default: a button is never left without a name.
    expect(screen.getByRole("button", { name: "Approve" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Refuse" }));
    await user.type(screen.getByRole("textbox", { name: "Reason (optional)" }), "Friday{Enter}");
    expect(screen.getByText(wholeText("Refused (Friday)"))).toHaveFocus();
  });

  it("shows a string input as it is, and an input JSON cannot write without throwing", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    render(
      <>
        <ToolApproval toolName="shell" input={"rm -rf build/\necho done"} />
        <ToolApproval toolName="odd" input={cyclic} />
      </>,
    );
    const [shell, odd] = screen.getAllByRole("figure", { name: "Input" });
    expect(shell?.querySelector("pre")?.textContent).toBe("rm -rf build/\necho done");
    expect(odd?.querySelector("pre")?.textContent).toBe('{\n  "name": "loop",\n  "self": "‹not shown›"\n}');
  });

  // Review defect 4: a deep, cyclic, BigInt or throwing input showed "[object Object]" (also after
  // "Show all input"), and a throwing Proxy crashed the render, while Approve was offered.
  it("shows what can be shown of an odd input, marks the rest, never crashes, and says so beside Approve", async () => {
    let deep: unknown = "bottom";
    for (let level = 0; level < 5_000; level++) deep = { level: deep };
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
        get: () => {
          throw new Error("trap");
        },
      },
    );
    const inputs: [string, unknown][] = [
      ["deep", { path: "/etc", deep }],
      ["big", { count: 10n }],
      [
        "json",
        {
          path: "/etc",
          when: {
            toJSON: () => {
              throw new Error("no");
            },
          },
        },
      ],
      ["proxy", trap],
    ];
    render(inputs.map(([name, input]) => <ToolApproval key={name} toolName={name} input={input} />));
    const [deepShown, big, json, proxy] = screen
      .getAllByRole("region")
      .map((region) => region.querySelector("pre")?.textContent ?? "");
    expect(deepShown).toContain('"path": "/etc"');
    const deepRegion = screen.getByRole("region", { name: "Allow deep to run?" });
    await userEvent.setup().click(within(deepRegion).getByRole("button", { name: "Show all input" }));
    expect(deepRegion.querySelector("pre")?.textContent).toContain('"level": "‹not shown›"');
    expect(big).toContain('"count": 10n');
    expect(json).toContain('"path": "/etc"');
    expect(json).toContain('"when": "‹not shown›"');
    expect(proxy).toBe('"‹not shown›"');
    for (const name of ["deep", "json", "proxy"]) {
      const region = screen.getByRole("region", { name: `Allow ${name} to run?` });
      const approve = region.querySelector('[data-slot="approve"]') as HTMLElement;
      expect(approve).toHaveAccessibleDescription(/Part of this input cannot be shown/);
    }
    const bigApprove = screen.getByRole("region", { name: "Allow big to run?" }).querySelector('[data-slot="approve"]');
    expect(bigApprove).not.toHaveAttribute("aria-describedby");
  });

  it("breaks a string of the input where its text breaks, under its first line, and leaves a written backslash-n as it is", () => {
    render(
      <>
        <ToolApproval toolName="write_file" input={{ content: "line 1\nline 2", path: "C:\\new\\n.txt" }} />
        <ToolApproval toolName="shell" input={["a\nb"]} />
      </>,
    );
    const [file, shell] = screen.getAllByRole("figure", { name: "Input" }).map((each) => each.querySelector("pre"));
    // Each continuation line starts where the string's text does, so it reads as inside the string.
    const under = (column: number) => " ".repeat(column);
    expect(file?.textContent).toBe(
      [
        "{",
        '  "content": "line 1',
        `${under('  "content": "'.length)}line 2",`,
        '  "path": "C:\\\\new\\\\n.txt"',
        "}",
      ].join("\n"),
    );
    expect(shell?.textContent).toBe(["[", '  "a', `${under('  "'.length)}b"`, "]"].join("\n"));
  });

  it("takes no decision while disabled, and answers only once", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<ToolApproval toolName="deploy" input={{}} onSubmit={onSubmit} disabled />);
    expect(screen.getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Deny" })).toBeDisabled();
    rerender(<ToolApproval toolName="deploy" input={{}} onSubmit={onSubmit} />);
    await user.dblClick(screen.getByRole("button", { name: "Approve" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: true });
  });

  it("marks every part with its slot and the host's class names", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ToolApproval toolName="deploy" input={{}} classNames={{ approve: "btn-primary", approval: "card" }} />,
    );
    const approve = screen.getByRole("button", { name: "Approve" });
    expect(approve).toHaveAttribute("data-slot", "approve");
    expect(approve).toHaveClass("qf-approve", "btn-primary", "qf-submit");
    expect(screen.getByRole("region")).toHaveClass("qf-approval", "card");
    expect(screen.getByRole("region")).toHaveAttribute("data-state", "requested");
    // Every element with a qf-* class is a part with a data-slot of that name, in each state.
    const expectEveryPartSlotted = () => {
      for (const part of container.querySelectorAll<HTMLElement>("[class*='qf-'], pre, code, figcaption, input")) {
        expect(part, part.outerHTML.slice(0, 60)).toHaveClass(`qf-${part.getAttribute("data-slot")}`);
      }
    };
    expectEveryPartSlotted();
    await user.click(screen.getByRole("button", { name: "Deny" }));
    expectEveryPartSlotted();
    await user.click(screen.getByRole("button", { name: "Send denial" }));
    expect(screen.getByRole("region")).toHaveAttribute("data-state", "denied");
    expectEveryPartSlotted();
  });
});

// SPEC §15: why the call asks, and a decision a policy made (AI SDK 7's `requestReason`, `isAutomatic`).
describe("ToolApproval with why it asks, and an automatic decision", () => {
  it("shows why the call asks as a slotted part that describes the card, in the host's words", () => {
    render(
      <ToolApproval
        toolName="deploy"
        input={{}}
        requestReason="Production needs a person"
        labels={{ whyAsked: "Asked because: {reason}" }}
        classNames={{ "approval-request-reason": "muted" }}
      />,
    );
    const region = screen.getByRole("region", { name: "Allow deploy to run?" });
    expect(region).toHaveAccessibleDescription("Asked because: Production needs a person");
    const why = screen.getByText(wholeText("Asked because: Production needs a person"));
    expect(why).toHaveAttribute("data-slot", "approval-request-reason");
    expect(why).toHaveClass("qf-approval-request-reason", "muted");
  });

  it("leaves a blank reason out", () => {
    const { container } = render(<ToolApproval toolName="deploy" input={{}} requestReason="  " />);
    expect(container.querySelector("[data-slot='approval-request-reason']")).toBeNull();
    expect(screen.getByRole("region")).not.toHaveAttribute("aria-describedby");
  });

  it("is a receipt with no buttons whose wording comes from the labels, before and after the decision", () => {
    const labels = { decidedAutomatically: "Policy deciding", approvedAutomatically: "Policy allowed it" };
    const { rerender } = render(<ToolApproval toolName="deploy" input={{}} automatic labels={labels} />);
    const region = screen.getByRole("region", { name: "Allow deploy to run?" });
    expect(region).toHaveAttribute("data-state", "automatic");
    expect(region).toHaveAttribute("data-automatic");
    expect(screen.getByText("Policy deciding")).toHaveAttribute("data-slot", "approval-outcome");
    expect(screen.queryByRole("button")).toBeNull();

    rerender(<ToolApproval toolName="deploy" input={{}} automatic labels={labels} decision={{ approved: true }} />);
    expect(region).toHaveAttribute("data-state", "approved");
    expect(screen.getByText("Policy allowed it")).not.toHaveFocus();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

// Issue 43, item 3: a card with no input (the call was not found) read "Allow call_missing to run?"
// and Approve sent { approved: true } for arguments nobody saw.
describe("ToolApproval without the call's input", () => {
  it("says it cannot show what will run, offers no Approve or Edit, and Deny still answers", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ToolApproval toolName="call_missing" editable onSubmit={onSubmit} />);
    const region = screen.getByRole("region", { name: "Allow call_missing to run?" });
    expect(region).toHaveAttribute("data-state", "requested");
    expect(within(region).getByText(/cannot be shown, so it cannot be approved here/)).toHaveAttribute(
      "data-slot",
      "approval-unknown",
    );
    // No empty box, and nothing to approve.
    expect(within(region).queryByRole("figure")).toBeNull();
    expect(within(region).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(region).queryByRole("button", { name: "Edit" })).toBeNull();
    await user.click(within(region).getByRole("button", { name: "Deny" }));
    await user.click(within(region).getByRole("button", { name: "Send denial" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: false });
  });

  it("takes its wording from the labels", () => {
    render(<ToolApproval toolName="x" labels={{ inputUnknown: "Input unknown: deny or cancel." }} />);
    expect(screen.getByText("Input unknown: deny or cancel.")).toBeInTheDocument();
  });
});

// Issue 43, item 14: a tool name "rm\u202Ecod.exe" reversed the sentence around it ("…to run?").
// Every string the agent wrote is isolated in a <bdi>, as the form's question texts are.
describe("ToolApproval isolates the agent's text", () => {
  const RLO = "\u202e";

  it("in the tool's name, the input's lines, the denial's reason and the receipt's changes", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ToolApproval toolName={`rm${RLO}cod.exe`} input={{ [`pa${RLO}th`]: `a${RLO}b`, mode: 1 }} />
        <ToolApproval
          toolName="write"
          input={{ [`k${RLO}`]: `x${RLO}` }}
          decision={{ approved: true, editedArgs: { [`k${RLO}`]: "y" } }}
        />
      </>,
    );
    const [named, changed] = screen.getAllByRole("region") as [HTMLElement, HTMLElement];
    expect(named).toHaveAccessibleName(`Allow rm${RLO}cod.exe to run?`);
    const tool = named.querySelector("[data-slot=approval-tool]");
    expect(tool?.firstElementChild?.tagName).toBe("BDI");
    expect(tool?.firstElementChild).toHaveTextContent(`rm${RLO}cod.exe`);
    // Each line of the input is isolated, so an override in one key reaches no text of ours.
    const lines = [...(named.querySelector("pre")?.children ?? [])];
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line.firstElementChild?.tagName).toBe("BDI");
    // The change's key and both values, each in its own <bdi>.
    const change = within(changed).getByRole("listitem");
    expect([...change.querySelectorAll("bdi")].map((each) => each.textContent)).toEqual([
      `k${RLO}`,
      JSON.stringify(`x${RLO}`),
      '"y"',
    ]);
    expect(change).toHaveTextContent(`k${RLO}: "x${RLO}" → "y"`);

    await user.click(within(named).getByRole("button", { name: "Deny" }));
    await user.type(within(named).getByRole("textbox", { name: "Reason (optional)" }), `no${RLO}pe{Enter}`);
    const outcome = within(named).getByText(wholeText(`Denied: no${RLO}pe`));
    expect(outcome.querySelector("bdi")).toHaveTextContent(`no${RLO}pe`);
  });
});

// Issue 46, item 1: "Always allow" is a third decision, offered only where the host says the
// framework keeps the permission (Claude's suggestions, the OpenAI Agents SDK, assistant-ui's options), never elsewhere.
describe("ToolApproval's Always allow", () => {
  it("is not offered unless the host says the framework keeps it", () => {
    render(<ToolApproval toolName="deploy" input={{}} />);
    expect(screen.queryByRole("button", { name: "Always allow" })).not.toBeInTheDocument();
  });

  it("answers { approved: true, always: true }, and the receipt says Always allowed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ToolApproval toolName="deploy" input={{ env: "prod" }} onSubmit={onSubmit} offerAlways />);
    await user.click(screen.getByRole("button", { name: "Always allow" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: true, always: true });
    expect(screen.getByText("Always allowed")).toHaveFocus();
    expect(screen.getByRole("region")).toHaveAttribute("data-state", "always");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("takes its wording from the labels, its class from the slot, and shows a restored decision", () => {
    render(
      <ToolApproval
        toolName="deploy"
        input={{}}
        offerAlways
        labels={{ alwaysAllow: "Allow for this session" }}
        classNames={{ "approve-always": "btn-soft" }}
      />,
    );
    const always = screen.getByRole("button", { name: "Allow for this session" });
    expect(always).toHaveAttribute("data-slot", "approve-always");
    expect(always).toHaveClass("qf-approve-always", "btn-soft");
    render(
      <ToolApproval
        toolName="deploy"
        input={{}}
        decision={{ approved: true, always: true }}
        labels={{ alwaysAllowed: "Allowed from now on" }}
      />,
    );
    expect(screen.getByText("Allowed from now on")).not.toHaveFocus();
  });

  it("is not offered while the input is unknown, nor while disabled", () => {
    render(<ToolApproval toolName="deploy" offerAlways />);
    expect(screen.queryByRole("button", { name: "Always allow" })).not.toBeInTheDocument();
    render(<ToolApproval toolName="deploy" input={{}} offerAlways disabled />);
    expect(screen.getByRole("button", { name: "Always allow" })).toBeDisabled();
  });
});
