import { ChevronDownIcon } from "~/components/ui/icons";
import { onDemand } from "~/lib/on-demand";
import { useMenuTrigger } from "./menu-trigger";
import { shopMenuTriggerClass } from "./nav-links";

const dropdown = onDemand(() => import("./shop-menu-dropdown"));

/** The 'Boutique' menu of the desktop bar: a light trigger until the dropdown's code is fetched. */
export function ShopMenu() {
  const loaded = dropdown.use();
  const { intent, focused, triggerProps } = useMenuTrigger(dropdown, { openOnHover: true });
  if (loaded) return <loaded.ShopMenuDropdown intent={intent} focusTrigger={focused} />;
  return (
    <button {...triggerProps} className={shopMenuTriggerClass}>
      Boutique
      <ChevronDownIcon size={16} className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
    </button>
  );
}
