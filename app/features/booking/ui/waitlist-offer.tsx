import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { useForm } from "~/lib/use-form";
import type { WaitlistResult } from "../types";
import { waitlistMessages as m } from "../waitlist-messages";
import { waitlistSchema } from "../waitlist-schema";

/**
 * On a day with no time left for the visit and barber choice shown: 'Me prévenir si un créneau
 * se libère', an e-mail (required) and a phone number (optional). Its own form, beside the
 * booking's: a form cannot hold another.
 */
export function WaitlistOffer({
  serviceIds,
  date,
  barberId,
  onStillAvailable,
}: {
  /** The visit's services, in order. */
  serviceIds: string[];
  date: string;
  barberId: string;
  onStillAvailable(): void;
}) {
  const fetcher = useFetcher<WaitlistResult>();
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState(false);
  const sectionId = useId();
  const submitting = fetcher.state !== "idle";
  const { form, field } = useForm({
    reply: fetcher.data,
    schema: waitlistSchema,
    onSuccess: () => {
      setJoined(true);
      setOpen(false);
    },
    // A time freed up meanwhile: the day's times are shown again.
    onFailure: (failure) => {
      if (failure.code === "STILL_AVAILABLE") onStillAvailable();
    },
  });
  // Opened by the button: the first field takes the focus.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) section.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [open]);

  if (joined) {
    return (
      <p role="status" className="mt-4 rounded bg-white p-3 text-sm ring-1 ring-brass/40">
        {m.joined}
      </p>
    );
  }
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={sectionId}
        onClick={() => setOpen((shown) => !shown)}
        className="w-full rounded border border-ink px-4 py-2.5 font-semibold hover:bg-ink/5"
      >
        {m.offer}
      </button>
      <section ref={section} id={sectionId} hidden={!open} aria-label={m.offer} className="mt-3 rounded-lg bg-white p-4 ring-1 ring-brass/40">
        {open ? (
          <fetcher.Form method="post" action="/api/waitlist" {...form} className="relative grid gap-3">
            <p className="text-sm text-muted">{m.intro}</p>
            <input type="hidden" name="serviceIds" value={serviceIds.join(",")} />
            <input type="hidden" name="date" value={date} />
            <input type="hidden" name="barberId" value={barberId} />
            <Field label={m.emailLabel} {...field("email")} type="email" autoComplete="email" required maxLength={254} />
            <Field label={m.phoneLabel} {...field("phone")} type="tel" autoComplete="tel" maxLength={20} />
            <Honeypot />
            <button
              type="submit"
              disabled={submitting}
              className="justify-self-start rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60"
            >
              {submitting ? m.sending : m.send}
            </button>
          </fetcher.Form>
        ) : null}
      </section>
    </div>
  );
}
