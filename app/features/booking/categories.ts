export { serviceCategories, type ServiceCategory } from "~db/schema/values";
