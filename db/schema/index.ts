export * from "./auth";
export * from "./booking";
export * from "./catalog";
export * from "./orders";
export * from "./invoices";
export * from "./messages";
export * from "./values";
export * from "./visits";
