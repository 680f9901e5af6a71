import { DropdownMenu } from "radix-ui";
import { Link, NavLink } from "react-router";
import { UserIcon } from "~/components/ui/icons";
import type { SiteUser } from "~/features/accounts/types";
import { useSignOut } from "~/features/accounts/use-sign-out";

const itemClass =
  "flex w-full cursor-pointer items-center rounded px-3 py-2 text-sm text-ink outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-ink data-[highlighted]:text-paper";

/** 'Connexion' link when signed out; otherwise the account menu (e-mail, 'Se déconnecter'). */
export function AccountMenu({ user }: { user: SiteUser }) {
  const { signOut, pending } = useSignOut();

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

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Mon compte (${user.email})`}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-paper/90 hover:bg-paper/10 hover:text-brass data-[state=open]:text-brass"
      >
        <UserIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={10}
          className="mm-pop-in z-50 min-w-60 rounded-md border border-ink/10 bg-paper p-1.5 shadow-xl shadow-ink/20"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-xs text-muted">Connecté en tant que</span>
            <span className="block max-w-64 truncate text-sm font-medium text-ink">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-ink/10" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account/orders">Mes commandes</Link>
          </DropdownMenu.Item>
          {user.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin/bookings">Espace administrateur</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={itemClass} disabled={pending} onSelect={() => void signOut(user.isAdmin)}>
            Se déconnecter
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
