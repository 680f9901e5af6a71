import { useId, useRef, useState, useSyncExternalStore } from "react";
import { Form, useSubmit } from "react-router";
import { useChoiceMadeEarly } from "~/lib/early-presses";
import { sortOptions, type SortOrder } from "../listing";

const noSubscription = () => () => undefined;

/**
 * 'Trier par': a GET form, so each order is an address (shareable, back button). Its 'Trier' button
 * sends it without JavaScript (and before the page's scripts run); once they run, the list follows
 * the choice at once and the button is hidden, though still the form's submit button. An order
 * picked before then is sent once they run.
 */
export function SortSelect({ value, action, search, category }: { value: SortOrder; action: string; search: string | null; category: string | null }) {
  const submit = useSubmit();
  const id = useId();
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The choice shows at once; when the address changes otherwise (back button), the select follows.
  const [selected, setSelected] = useState(value);
  const [fromAddress, setFromAddress] = useState(value);
  const field = useRef<HTMLSelectElement>(null);
  const choose = (select: HTMLSelectElement) => {
    setSelected(select.value as SortOrder);
    void submit(select.form, { preventScrollReset: true });
  };
  useChoiceMadeEarly(
    () => field.current?.value,
    value,
    () => {
      if (field.current) choose(field.current);
    },
  );
  if (value !== fromAddress) {
    setFromAddress(value);
    setSelected(value);
  }
  return (
    <Form method="get" action={action} preventScrollReset className="flex items-center gap-2">
      {search ? <input type="hidden" name="search" value={search} /> : null}
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <label htmlFor={id} className="text-sm text-muted">
        Trier par
      </label>
      <select
        id={id}
        name="sort"
        ref={field}
        value={selected}
        onChange={(event) => choose(event.currentTarget)}
        className="h-10 rounded border border-ink/20 bg-white px-3 text-sm focus:border-brass"
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" hidden={scripted} className="h-10 rounded border border-ink px-3 text-sm">
        Trier
      </button>
    </Form>
  );
}
