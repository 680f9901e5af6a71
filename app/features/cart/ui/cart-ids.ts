/** The cart button and the cart panel point at each other (aria-controls, focus on close). */
export const CART_BUTTON_ID = "cart-button";
export const CART_SHEET_ID = "cart-sheet";
