/**
 * Where the controls of a calendar feed belong: one per barber (`scope`: their id) and one for
 * the whole salon (`scope`: 'salon'). It shows nothing for now; the 'Équipe' screen already
 * places it in each barber's card and at the top.
 */
export function CalendarFeedSlot(_props: { scope: string; label: string }) {
  return null;
}
