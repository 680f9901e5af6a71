import { requireAdmin } from "~/features/accounts/session.server";
import { PRODUCT_IMAGE_MAX_BYTES } from "~/features/admin/product-messages";
import { underItsField } from "~/features/admin/field-refusal";
import { teamMessages as m } from "~/features/admin/team-messages";
import { teamActionSchema, weekOf, type TeamAction } from "~/features/admin/team-schema";
import {
  addAbsence,
  cancelListedBooking,
  deleteAbsence,
  giveBookingTo,
  reorderBarber,
  saveBarber,
  saveBarberServices,
  saveBarberWeek,
  setBarberActive,
  teamForAdmin,
} from "~/features/admin/team.server";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { BarberCard, BarberProfileForm } from "~/features/admin/ui/team-barber-card";
import { DocumentReply } from "~/features/admin/ui/document-reply";
import { FeedAddress } from "~/features/admin/ui/feed-address";
import { TeamOutside } from "~/features/admin/ui/team-outside";
import { sectionClass } from "~/features/admin/ui/team-parts";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/team";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return teamForAdmin();
}

/** One photo and the text fields. */
const MAX_BODY_BYTES = PRODUCT_IMAGE_MAX_BYTES + 256 * 1024;

/** The form's file, when one was chosen (an empty file input sends an empty, nameless file). */
function photoOf(form: FormData | null): File | null {
  const entry = form?.get("photo");
  return entry && typeof entry !== "string" && (entry.size > 0 || entry.name !== "") ? entry : null;
}

/** The boxes checked, one entry each. */
const checkedOf = (form: FormData | null) => (form?.getAll("serviceIds") ?? []).filter((v): v is string => typeof v === "string").slice(0, 500);

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin team", schema: teamActionSchema, messages: m, maxBytes: MAX_BODY_BYTES }, async (input, body) =>
    underItsField(await run(input, body.form)),
  );
}

/** What each form of the screen does (its refusal of one field is then answered under that field). */
function run(input: TeamAction, form: FormData | null) {
  switch (input.intent) {
    case "add-barber":
      return saveBarber(input, photoOf(form));
    case "edit-barber":
      return saveBarber({ ...input, removePhoto: input.removePhoto === "on" }, photoOf(form));
    case "reorder":
      return reorderBarber(input.id, input.direction);
    case "set-active":
      return setBarberActive(input.id, input.active === "on");
    case "save-services":
      return saveBarberServices(input.id, checkedOf(form));
    case "save-week":
      return saveBarberWeek(input.id, weekOf(input));
    case "add-absence":
      return addAbsence(input);
    case "delete-absence":
      return deleteAbsence(input.absenceId);
    case "move-booking":
      return giveBookingTo(input.bookingId, input.barberId);
    case "cancel-booking":
      return cancelListedBooking(input.bookingId);
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Équipe – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Équipe" message={m.loadFailed} />;
}

export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  const { barbers, services, salonWeekly, today, outside } = loaderData;
  return (
    <div className="space-y-8">
      <h1 className="font-display text-3xl">Équipe</h1>
      <DocumentReply />
      <TeamOutside outside={outside} />
      <FeedAddress scope="salon" label="Agenda du salon" />
      <section aria-labelledby="barbers-title" className="space-y-4">
        <h2 id="barbers-title" className="text-xl font-semibold">
          Barbiers ({barbers.length})
        </h2>
        <p className="text-sm text-muted">Dans l'ordre où ils sont proposés à la réservation et présentés sur la page « À propos ».</p>
        <ul className="space-y-5" aria-label="Barbiers">
          {barbers.map((barber, i) => (
            <BarberCard
              key={barber.id}
              barber={barber}
              services={services}
              salonWeekly={salonWeekly}
              today={today}
              first={i === 0}
              last={i === barbers.length - 1}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="add-title" className={sectionClass}>
        <h2 id="add-title" className="text-xl font-semibold">
          Ajouter un barbier
        </h2>
        <BarberProfileForm />
      </section>
    </div>
  );
}
