import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { scheduleMessages as m } from "../schedule-messages";
import { DocumentReply } from "./document-reply";
import { ExceptionForm, WeekForm } from "./schedule-forms";

const weekly = { 1: [["10:00", "20:00"]], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] } as const;

/** 'Horaires' as the server renders it after one of its forms was posted without scripts (`actionData`: the action's answer). */
function renderAfterPost(actionData: object) {
  const Page = () => (
    <>
      <DocumentReply />
      <WeekForm weekly={weekly} />
      <ExceptionForm today="2026-01-05" />
    </>
  );
  const Stub = createRoutesStub([{ id: "hours", path: "/", Component: Page }]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: {}, actionData: { hours: actionData } }} />);
}

/** A text as React writes it in HTML. */
const escaped = (text: string) => text.replace(/'/g, "&#x27;");

/** The input named `name`, and the text of the element its aria-describedby names first. */
function field(html: string, name: string) {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
  const describedBy = /aria-describedby="([^" ]+)/.exec(input)?.[1];
  const description = describedBy ? new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1] : undefined;
  return { input, description };
}

describe("the 'Horaires' forms after a post without scripts", () => {
  it("show a refusal under the fields of the form it names, with what was typed, and nowhere else", () => {
    const html = renderAfterPost({
      ok: false,
      code: "INVALID_INPUT",
      message: m.labelRequired,
      fieldErrors: { label: m.labelRequired, to: m.invalidRange },
      values: { intent: "add-exception", from: "2099-06-10", to: "2099-06-09", label: "", hours: "10:00-14:00" },
    });
    const label = field(html, "label");
    expect(label.input).toContain('aria-invalid="true"');
    expect(label.description).toBe(escaped(m.labelRequired));
    expect(field(html, "to").description).toBe(escaped(m.invalidRange));
    expect(field(html, "from").input).toContain('value="2099-06-10"');
    expect(field(html, "hours").input).toContain('value="10:00-14:00"');
    // The week's form is not the one refused, and the page has nothing more to say.
    expect(field(html, "day2").input).not.toContain('aria-invalid="true"');
    expect(html).not.toContain('role="alert"');
  });

  it("say an answer that is not a field's on the page, until its scripts run (then it is a toast)", () => {
    const html = renderAfterPost({ ok: true, message: m.exceptionDeleted });
    expect(html).toMatch(new RegExp(`<p role="status"[^>]*>${escaped(m.exceptionDeleted)}</p>`));
    expect(html).not.toContain('aria-invalid="true"');
    const gone = renderAfterPost({ ok: false, code: "NOT_FOUND", message: m.notFound });
    expect(gone).toMatch(new RegExp(`<p role="alert"[^>]*>${escaped(m.notFound)}</p>`));
  });
});
