import { NavLink } from "react-router";
import { UserIcon } from "~/components/ui/icons";
import type { SiteUser } from "~/features/accounts/types";
import { onDemand } from "~/lib/on-demand";
import { useMenuTrigger } from "./menu-trigger";
import { accountMenuLabel, accountTriggerClass } from "./nav-links";

const dropdown = onDemand(() => import("./account-menu-dropdown"));

/** 'Connexion' link when signed out; otherwise the account menu (e-mail, 'Se déconnecter'), fetched on demand. */
export function AccountMenu({ user }: { user: SiteUser }) {
  const loaded = dropdown.use();
  const { intent, focused, triggerProps } = useMenuTrigger(dropdown, { openOnHover: false });

  if (!user) {
    return (
      <NavLink
        to="/login"
        className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm tracking-wide text-paper/90 hover:bg-paper/10 hover:text-brass aria-[current=page]:text-brass"
      >
        <UserIcon size={18} />
        Connexion
      </NavLink>
    );
  }
  if (loaded) return <loaded.AccountMenuDropdown user={user} intent={intent} focusTrigger={focused} />;
  return (
    <button {...triggerProps} aria-label={accountMenuLabel(user.email)} className={accountTriggerClass}>
      <UserIcon />
    </button>
  );
}
