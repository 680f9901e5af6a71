import { DropdownMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { UserIcon } from "~/components/ui/icons";
import type { SiteUser } from "~/features/accounts/types";
import { useSignOut } from "~/features/accounts/use-sign-out";
import { accountMenuLabel, accountTriggerClass } from "./nav-links";
import type { MenuIntent } from "./menu-trigger";

const itemClass =
  "flex w-full cursor-pointer items-center rounded px-3 py-2 text-sm text-ink outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-ink data-[highlighted]:text-paper";

/** The signed-in visitor's account menu (fetched on demand, see account-menu.tsx). */
export function AccountMenuDropdown({ user, intent, focusTrigger }: { user: NonNullable<SiteUser>; intent: MenuIntent; focusTrigger: boolean }) {
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(intent !== null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus({ preventScroll: true });
  }, [focusTrigger]);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label={accountMenuLabel(user.email)} className={accountTriggerClass}>
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
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account/bookings">Mes rendez-vous</Link>
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
