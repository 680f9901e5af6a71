// Closed lists of values stored in the database. No ORM import here, so browser code may use them.

/** Service categories in the order of the home page (spec section 2). */
export const serviceCategories = ["Coiffure", "Barbe", "Soins visage", "Formules", "Coloration, Défrisage", "Juniors & Etudiant"] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

/** Product categories, as their URL slugs (spec section 2, "Shop"). */
export const productCategories = ["barbe-rasage", "cheveux", "kits-barbe-rasage", "kits-cheveux"] as const;
export type ProductCategory = (typeof productCategories)[number];

/** Order statuses: to ship, then delivered ('Livrée') or cancelled ('Annulée'). */
export const orderStatuses = ["to_ship", "completed", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where the money of a cancelled order stands: nothing to give back (demo payment, or not
 * cancelled), refund asked of the provider, refunded, or to be refunded by hand.
 */
export const refundStatuses = ["none", "pending", "refunded", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const deliveryModes = ["homeDelivery", "pickUpInStore"] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

/** Where a home-delivered order goes (spec section 3, "Shipping address"). */
export type ShippingAddress = {
  fullName: string;
  streetNumber: string;
  address: string;
  additionalAddress?: string;
  postalCode: string;
  city: string;
  phone: string;
};
