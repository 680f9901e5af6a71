import { thumbnailWithSize } from "~/features/admin/product-images.server";
import { getTeam } from "~/features/booking/team.server";
import { errorFields, log } from "~/lib/log.server";
import type { TeamToShow } from "./team-section";

/** The active barbers in the team's order, as /about presents them (none when the team cannot be read). */
export async function teamToShow(): Promise<TeamToShow> {
  try {
    const team = await getTeam();
    return team
      .filter((b) => b.active)
      .map((b) => ({ id: b.id, name: b.name, presentation: b.presentation, photo: b.photoUrl ? thumbnailWithSize(b.photoUrl) : null }));
  } catch (error) {
    log("error", "team could not be loaded", errorFields(error));
    return [];
  }
}
