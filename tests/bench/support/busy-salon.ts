import { sql } from "drizzle-orm";
import { addDays } from "~/lib/paris-time";
import type { Database } from "~db/client.server";
import { seedDatabase } from "~db/seed/seed.server";

/** The size of two years of a busy salon, as the owner's desk is measured on it. */
export const BUSY_SALON = { clients: 5_000, bookings: 60_000, orders: 8_000, days: 730, barbers: 4 } as const;

/**
 * Two years of a busy salon up to `today` (Paris date) and a little beyond: the demo catalogue and
 * team with a fourth barber, 5 000 clients, 60 000 bookings (82 a day over 730 days, up to 2 weeks ahead: 8 % cancelled, 4 % marked
 * 'Absent' with 10 € of arrhes kept, 30 % by phone), 8 000 paid
 * orders of 1 to 3 lines with their invoices (5 % cancelled with a credit note), 2 000 notes and
 * 3 000 reviews. Written with set-based SQL: a few seconds on PostgreSQL.
 */
export async function seedBusySalon(db: Database["db"], today: string): Promise<void> {
  await seedDatabase(db);
  const first = addDays(today, -(BUSY_SALON.days - 14));
  const perDay = Math.ceil(BUSY_SALON.bookings / BUSY_SALON.days);
  await db.execute(sql`insert into barbers (name, position) values ('Sami', 10)`);
  await db.execute(sql`
    insert into customers (name, email, phone, created_at)
    select (array['Lucas','Hugo','Karim','Théo','Nathan','Yanis','Mehdi','Louis','Adam','Noé'])[g % 10 + 1] || ' ' ||
        (array['Martin','Bernard','Dubois','Petit','Durand','Leroy','Moreau','Simon','Laurent','Lefèvre','Garcia','Roux'])[g % 12 + 1] || ' ' || g,
      'client' || g || '@example.test', '06' || lpad((g * 7919 % 100000000)::text, 8, '0'),
      ${first}::date - 30 + (g % 700)
    from generate_series(1, ${BUSY_SALON.clients}) g`);
  // Every booking of a day at its own barber and half hour (no overlap): 4 barbers from 10:00.
  await db.execute(sql`
    with team as (select id, row_number() over (order by position, created_at) - 1 as n from barbers where active),
    menu as (select id, title, duration_minutes, price_cents, row_number() over (order by position) - 1 as n from services where retired_at is null),
    picked as (
      select g, ${first}::date + (g / ${perDay}) as day,
        time '10:00' + (((g % ${perDay}) / ${BUSY_SALON.barbers}) * interval '30 minutes') as slot,
        (g % ${perDay}) % ${BUSY_SALON.barbers} as barber_n,
        ((g * 31) % 7)::int as service_n,
        ((g * 7919 + g / 97) % ${BUSY_SALON.clients}) + 1 as client_n
      from generate_series(0, ${BUSY_SALON.bookings - 1}) g
    ),
    spans as (
      select picked.*, tstzrange((day + slot) at time zone 'Europe/Paris', (day + slot + interval '30 minutes') at time zone 'Europe/Paris', '[)') as during
      from picked
    )
    insert into bookings (service_id, customer_id, barber_id, customer_name, customer_phone, date, time_slot, title, duration_minutes, price_cents,
      during, blocked, status, channel, created_at, cancelled_at, no_show_at)
    select menu.id, customers.id, team.id, customers.name, customers.phone, day, to_char(slot, 'HH24:MI'), menu.title, 30, menu.price_cents,
      during, during,
      case when g % 25 in (3, 11) then 'cancelled' else 'confirmed' end,
      case when g % 10 < 3 then 'phone' else 'online' end,
      lower(during) - interval '9 days', case when g % 25 in (3, 11) then lower(during) - interval '2 days' end,
      case when g % 25 = 7 and day < ${today}::date then upper(during) end
    from spans join customers on customers.email = 'client' || client_n || '@example.test' join team on team.n = barber_n join menu on menu.n = service_n`);
  await db.execute(sql`
    insert into booking_services (booking_id, position, service_id, title, duration_minutes, price_cents)
    select id, 0, service_id, title, duration_minutes, price_cents from bookings`);
  // Arrhes kept on every visit marked 'Absent'.
  await db.execute(sql`
    insert into booking_deposits (booking_id, amount_cents, reason, status, provider, paid_at, settled_at, created_at)
    select id, 1000, 'service', 'kept', 'demo', created_at, upper(during), created_at from bookings where no_show_at is not null`);

  // The shop: 8 000 orders of 1 to 3 lines over the two years, their invoices, 5 % cancelled with a credit note.
  await db.execute(sql`
    with placed as (
      select g, ((g * 4241) % ${BUSY_SALON.clients}) + 1 as client_n,
        (${first}::date + (g * ${BUSY_SALON.days - 14} / ${BUSY_SALON.orders}))::timestamp at time zone 'Europe/Paris' + ((g % 600) * interval '1 minute') + interval '9 hours' as at
      from generate_series(0, ${BUSY_SALON.orders - 1}) g
    )
    insert into orders (user_email, customer_id, order_number, status, delivery_mode, subtotal_cents, delivery_fee_cents, total_cents, payment_provider,
      payment_reference, created_at, updated_at, cancelled_at, completed_at)
    select customers.email, customers.id, 'CMD-BENCH-' || lpad(g::text, 6, '0'),
      case when g % 20 = 0 then 'cancelled' when at < now() - interval '7 days' then 'completed' else 'to_ship' end,
      case when g % 3 = 0 then 'pickUpInStore' else 'homeDelivery' end, 0, case when g % 3 = 0 then 0 else 590 end, 0, 'demo', 'bench-' || g, at, at,
      case when g % 20 = 0 then at + interval '1 day' end, case when g % 20 <> 0 and at < now() - interval '7 days' then at + interval '3 days' end
    from placed join customers on customers.email = 'client' || client_n || '@example.test'`);
  await db.execute(sql`
    with catalogue as (select id, name, category, price_cents, row_number() over (order by created_at) - 1 as n, count(*) over () as size from products),
    numbered as (select id, row_number() over (order by created_at) as k from orders where order_number like 'CMD-BENCH-%'),
    lines as (select numbered.id as order_id, numbered.k, l from numbered, generate_series(0, (numbered.k % 3)::int) l)
    insert into order_items (order_id, product_id, product_name, product_category, quantity, price_cents)
    select order_id, catalogue.id, catalogue.name, catalogue.category, 1 + (k + l) % 2, catalogue.price_cents
    from lines join catalogue on catalogue.n = (k * 7 + l * 3) % catalogue.size`);
  await db.execute(sql`
    update orders set subtotal_cents = s.subtotal, total_cents = s.subtotal + orders.delivery_fee_cents
    from (select order_id, sum(quantity * price_cents)::int as subtotal from order_items group by order_id) s
    where s.order_id = orders.id and orders.order_number like 'CMD-BENCH-%'`);
  await db.execute(sql`
    with docs as (
      select o.*, extract(year from o.created_at at time zone 'Europe/Paris')::int as y,
        row_number() over (partition by extract(year from o.created_at at time zone 'Europe/Paris') order by o.created_at) as seq
      from orders o where o.order_number like 'CMD-BENCH-%'
    )
    insert into invoice_documents (kind, number, year, sequence, order_id, issued_at, total_cents, snapshot)
    select 'invoice', 'FA-' || y || '-B' || lpad(seq::text, 5, '0'), y, 500000 + seq, id, created_at, total_cents,
      jsonb_build_object('kind', 'invoice', 'number', 'FA-' || y || '-B' || lpad(seq::text, 5, '0'), 'issuedAt', created_at, 'orderNumber', order_number,
        'refersTo', null, 'customer', jsonb_build_object('name', user_email, 'email', user_email, 'addressLines', '[]'::jsonb),
        'deliveryMode', delivery_mode, 'lines', '[]'::jsonb, 'subtotalCents', subtotal_cents, 'deliveryFeeCents', delivery_fee_cents, 'discountCents', 0,
        'totalCents', total_cents, 'vat', jsonb_build_object('ratePercent', 20, 'baseCents', round(total_cents / 1.2), 'vatCents', total_cents - round(total_cents / 1.2)))
    from docs`);
  await db.execute(sql`
    with docs as (
      select i.*, o.cancelled_at, extract(year from o.cancelled_at at time zone 'Europe/Paris')::int as cy,
        row_number() over (partition by extract(year from o.cancelled_at at time zone 'Europe/Paris') order by o.cancelled_at) as seq
      from invoice_documents i join orders o on o.id = i.order_id where o.status = 'cancelled' and o.order_number like 'CMD-BENCH-%'
    )
    insert into invoice_documents (kind, number, year, sequence, order_id, invoice_id, issued_at, total_cents, snapshot)
    select 'credit_note', 'AV-' || cy || '-B' || lpad(seq::text, 5, '0'), cy, 500000 + seq, order_id, id, cancelled_at, -total_cents,
      snapshot || jsonb_build_object('kind', 'credit_note', 'totalCents', -total_cents, 'number', 'AV-' || cy || '-B' || lpad(seq::text, 5, '0'), 'issuedAt', cancelled_at,
        'refersTo', jsonb_build_object('number', number, 'issuedAt', issued_at))
    from docs`);

  await db.execute(sql`
    insert into client_notes (customer_id, body, created_at)
    select id, (array['Sabot 2 sur les côtés, ciseaux sur le dessus', 'Barbe taillée courte', 'Préfère Karim', 'Peau sensible : pas d''after-shave'])[(row_number() over ()) % 4 + 1], created_at + interval '1 day'
    from customers where email like 'client%@example.test' and substring(email from 'client([0-9]+)@')::int % 5 in (0, 1)`);
  await db.execute(sql`
    insert into service_reviews (service_id, customer_name, rating, comment, booking_id, barber_id, status, created_at)
    select service_id, customer_name, 3 + (extract(day from date)::int % 3), 'Très bien, merci !', id, barber_id,
      case when extract(day from date)::int % 9 = 0 then 'pending' else 'approved' end, upper(during) + interval '1 day'
    from bookings where status = 'confirmed' and no_show_at is null and date < ${today}::date and (extract(doy from date)::int + extract(hour from lower(during))::int) % 19 = 0
    limit 3000`);
  await db.execute(sql`analyze`);
}
