export { serviceCategories } from "~db/schema/values";
