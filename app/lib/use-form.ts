import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "./field-errors";
import { useResultToast, type Reply } from "./form-feedback";
import { notify } from "./notify";
import type { FieldErrors } from "./result";
import { textFieldsOf } from "./form-fields";

/** A schema, or how to fetch it (so Zod comes with the form's first focus, not with the page). */
type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

export type UseFormOptions<R extends Reply> = {
  /** The action's last answer: `fetcher.data`, or `actionData` for a page's own form. */
  reply: R | undefined;
  /** The same schema as the server's. Without one, the form is only checked by the server. */
  schema?: SchemaSource;
  /** What the schema cannot see (a file chosen, say): field name → French message. */
  extra?: (form: FormData) => FieldErrors | null;
  /**
   * Sends a valid form itself (to build what it sends: files kept in state, computed values), in
   * place of the browser's submission. Without it, the checked form is submitted as it is.
   */
  onValid?: (form: HTMLFormElement) => void;
  onSuccess?: (reply: Extract<R, { ok: true }>) => void;
  onFailure?: (reply: Extract<R, { ok: false }>) => void;
  successDuration?: number;
};

/** What a field takes from its form: its name, its error and the value sent when the page was rendered without scripts. */
export type FieldProps = { name: string; error?: string; defaultValue?: string };

const loadSchema = (source: SchemaSource) => (typeof source === "function" ? source() : Promise.resolve(source));

/** The text fields of a form, as the server reads them. */
const textFields = (form: HTMLFormElement) => textFieldsOf(new FormData(form));

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/** The form's controls a person sees and can fix, in the page's order. */
function visibleControls(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control => "name" in element && !!element.name && !(element instanceof HTMLInputElement && element.type === "hidden"),
  );
}

/** Errors a person can see under a field of this form, and the first message of the others (a toast's). */
function split(form: HTMLFormElement | null, errors: FieldErrors): { shown: FieldErrors; other: string | null } {
  const names = new Set(form ? visibleControls(form).map((control) => control.name) : []);
  const shown: FieldErrors = {};
  let other: string | null = null;
  for (const [name, message] of Object.entries(errors)) {
    if (names.has(name)) shown[name] = message;
    else other ??= message;
  }
  return { shown, other };
}

const failureErrors = (reply: Reply | undefined): FieldErrors => (reply && !reply.ok && reply.fieldErrors ? reply.fieldErrors : {});

/**
 * One way to write a form in the browser, the server's `formAction` being the other half. The
 * form is checked with the server's own schema before it leaves: every field's first problem
 * shows under the field (`aria-invalid`, `aria-describedby`), focus goes to the first one, and
 * nothing is sent. After a failed submit, each change checks again. The server's answer is read
 * the same way: its `fieldErrors` under the fields, the rest (a failure that is not a field's,
 * or a success) as a toast. Rendered without scripts, the server's errors and the values sent
 * come with the page.
 *
 * Spread `form` on the `<Form>` / `<fetcher.Form>`, and `field(name)` on each `Field`.
 */
export function useForm<R extends Reply>(options: UseFormOptions<R>) {
  const { reply, schema } = options;
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(() => failureErrors(reply));
  const [seenReply, setSeenReply] = useState(reply);
  // A page that comes with the server's field errors (a post sent by the browser itself, without
  // scripts or before they came) follows a failed submit as well: once live, each change checks again.
  const [checkOnInput, setCheckOnInput] = useState(() => Object.keys(failureErrors(reply)).length > 0);
  const focusFirstError = useRef(false);
  const checked = useRef(false);
  const checking = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // A new answer from the server: its field errors replace the browser's (during render, so a
  // page rendered on the server shows them too).
  if (reply !== seenReply) {
    setSeenReply(reply);
    const refused = failureErrors(reply);
    setErrors(refused);
    if (Object.keys(refused).length > 0) setCheckOnInput(true);
  }

  useResultToast(reply, {
    successDuration: options.successDuration,
    onSuccess: (success) => latest.current.onSuccess?.(success),
    onFailure: (failure) => {
      focusFirstError.current = true;
      latest.current.onFailure?.(failure);
    },
    // Errors shown under their fields are not toasted as well.
    toastOf: (failure) => (failure.fieldErrors ? split(ref.current, failure.fieldErrors).other : failure.message),
  });

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const form = ref.current;
    if (form)
      visibleControls(form)
        .find((control) => control.name in errors)
        ?.focus();
  }, [errors]);

  /** Checks the form; null when the schema could not be fetched (the server will check). */
  async function check(form: HTMLFormElement): Promise<FieldErrors | null> {
    const source = latest.current.schema;
    const found: FieldErrors = {};
    if (source) {
      const loaded = await loadSchema(source).catch(() => null);
      if (!loaded) return null;
      const parsed = loaded.safeParse(textFields(form));
      if (!parsed.success) Object.assign(found, fieldErrorsOf(parsed.error.issues));
    }
    const more = latest.current.extra?.(new FormData(form)) ?? {};
    for (const [name, message] of Object.entries(more)) if (!(name in found)) found[name] = message;
    return found;
  }

  function showProblems(form: HTMLFormElement, found: FieldErrors): boolean {
    const { shown, other } = split(form, found);
    if (Object.keys(found).length === 0) return false;
    focusFirstError.current = true;
    setErrors(shown);
    setCheckOnInput(true);
    if (other !== null) notify.error(other);
    return true;
  }

  const form = {
    ref,
    noValidate: true as const,
    onFocus: () => {
      if (schema && typeof schema === "function") void schema().catch(() => undefined);
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      if (!checkOnInput) return;
      const element = event.currentTarget;
      void check(element).then((found) => {
        if (found) setErrors(split(element, found).shown);
      });
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (checked.current) return; // checked: let it go
      if (!latest.current.schema && !latest.current.extra && !latest.current.onValid) return;
      event.preventDefault();
      // A second press while the first is being checked sends nothing more.
      if (checking.current) return;
      checking.current = true;
      const element = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
      void check(element)
        .then((found) => {
          if (found && showProblems(element, found)) return;
          setErrors({});
          const onValid = latest.current.onValid;
          if (onValid) return onValid(element);
          // In a task of its own: a submission asked for while the browser is still firing this one is ignored.
          // The submit event is dispatched within requestSubmit, so the mark lasts just that long.
          setTimeout(() => {
            checked.current = true;
            try {
              element.requestSubmit(submitter?.form === element ? submitter : undefined);
            } finally {
              checked.current = false;
            }
          }, 0);
        })
        .finally(() => {
          checking.current = false;
        });
    },
  };

  /**
   * Checks the form as its submit would (errors under the fields, focus on the first) without
   * sending it: true when it may be sent. For a form sent by something else than its own submit
   * (a payment provider's button).
   */
  const validate = async (): Promise<boolean> => {
    const element = ref.current;
    if (!element) return false;
    const found = await check(element);
    if (found && showProblems(element, found)) return false;
    setErrors({});
    return true;
  };

  const values = reply && !reply.ok ? reply.values : undefined;

  /** The props of the field named `name`: spread them on a `Field` (or a control that shows `error`). */
  const field = (name: string): FieldProps => {
    const props: FieldProps = { name };
    const error = errors[name];
    if (error) props.error = error;
    const sent = values?.[name];
    if (sent !== undefined) props.defaultValue = sent;
    return props;
  };

  /**
   * The answer's text for a page rendered without scripts, where no toast can show it: the success
   * message, or a failure that is not a field's. Render it with `<NoScriptNotice>`.
   */
  const notice = !reply ? null : reply.ok ? (reply.message ?? null) : reply.fieldErrors && !("" in reply.fieldErrors) ? null : reply.message;

  return { form, field, errors, notice, ok: reply?.ok ?? null, validate };
}
