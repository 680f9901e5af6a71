import type { ReactNode } from "react";
import { formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { ErasurePlan } from "../data-export";

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">{children}</ul>
    </section>
  );
}

/** What erasing the client does, said before it is confirmed: cancelled, deleted, anonymised, kept and why. */
export function ErasurePlanText({ plan }: { plan: ErasurePlan }) {
  return (
    <div className="space-y-5">
      <Block id="erase-cancelled" title="Annulé d'abord">
        {plan.upcoming.length === 0 ? <li>Aucun rendez-vous à venir.</li> : null}
        {plan.upcoming.map((b) => (
          <li key={`${b.date} ${b.time}`}>
            {formatLongDate(b.date)} à {b.time} ({b.title}) : annulé à la demande du client, qui reçoit l'e-mail d'annulation habituel
            {b.deposit
              ? b.deposit.refundable
                ? ` ; ses arrhes de ${formatPrice(b.deposit.amountCents)} lui sont remboursées.`
                : ` ; ses arrhes de ${formatPrice(b.deposit.amountCents)} sont conservées (moins de 24 h avant, délai de rétractation écoulé), comme lorsqu'il annule lui-même.`
              : "."}
          </li>
        ))}
        {plan.held > 0 ? (
          <li>{plural(plan.held, "créneau retenu en attente d'arrhes est libéré", "créneaux retenus en attente d'arrhes sont libérés")}.</li>
        ) : null}
      </Block>
      <Block id="erase-deleted" title="Supprimé">
        <li>Les notes du salon sur ce client ({plan.notes}).</li>
        <li>
          {plan.account
            ? "Son compte client, avec ses sessions et ses avis sur les produits : il ne pourra plus se connecter."
            : "Pas de compte client à supprimer."}
        </li>
        <li>Ses avis sur le salon et les demandes d'avis ({plan.reviews} avis en tout) : ses mots ne sont plus publiés.</li>
        <li>
          Sa liste d'attente ({plan.waits}), {plan.newsletter ? "son inscription à la newsletter" : "aucune inscription à la newsletter"}, ses messages de
          contact et candidatures ({plan.messages}).
        </li>
        <li>
          Les e-mails envoyés à son adresse ({plan.mails}) et ceux du salon qui la citent, ainsi que les SMS de rappel, sauf les e-mails d'annulation qui
          partent maintenant.
        </li>
      </Block>
      <Block id="erase-anonymised" title="Anonymisé">
        <li>Sa fiche : nom remplacé par « Client effacé », e-mail et téléphone retirés. Il n'apparaît plus dans les recherches.</li>
        <li>
          Ses rendez-vous passés ou annulés ({plan.pastBookings}) : nom et téléphone retirés ; la date, la prestation et le prix restent pour les chiffres du
          salon.
        </li>
        <li>
          Ses commandes ({plan.orders}) et paiements à régulariser ({plan.paymentIncidents}) : e-mail remplacé, adresse de livraison retirée, lien au compte
          supprimé ; articles et montants restent, comme sur la facture.
        </li>
      </Block>
      <Block id="erase-kept" title="Conservé, et pourquoi">
        <li>
          Ses factures et avoirs ({plan.invoices}), tels qu'émis, avec le nom et l'adresse qu'ils portent : pièces comptables conservées 10 ans (article L123-22
          du Code de commerce, article L102 B du Livre des procédures fiscales ; une facture nomme son client, article 242 nonies A de l'annexe II du Code
          général des impôts). L'effacement ne s'applique pas à ce que la loi oblige à garder (article 17, paragraphe 3, b, du RGPD).
        </li>
        <li>
          {plan.optOuts > 0
            ? "Ses désinscriptions (demandes d'avis, newsletter) : l'adresse reste sur la liste d'opposition, pour ne plus jamais lui écrire."
            : "Aucune désinscription à garder."}
        </li>
      </Block>
    </div>
  );
}
