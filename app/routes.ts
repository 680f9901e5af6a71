import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Read side by side with the route table of the specification (section 2).
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("recrutement", "routes/recrutement.tsx"),
  route("shop", "routes/shop.tsx", { id: "shop" }),
  route("shop/:category", "routes/shop.tsx", { id: "shop-category" }),
  route("shop/product/:id", "routes/product.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("success", "routes/success.tsx"),
  route("shipping-returns", "routes/shipping-returns.tsx"),
  route("payment", "routes/payment.tsx"),
  route("contact", "routes/contact.tsx"),
  route("legal", "routes/legal.tsx"),
  route("sales-conditions", "routes/sales-conditions.tsx"),
  route("faq", "routes/faq.tsx"),
  ...prefix("admin", [
    index("routes/admin/login.tsx"),
    layout("routes/admin/shell.tsx", [
      route("bookings", "routes/admin/bookings.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("products", "routes/admin/products.tsx"),
    ]),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("api/auth/*", "routes/api/auth.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/reviews", "routes/api/reviews.ts"),
  route("api/booking/slots", "routes/api/booking-slots.ts"),
  route("api/bookings", "routes/api/bookings.ts"),
  // Private link sent with the confirmation: view or cancel one's appointment.
  route("rendez-vous/:token", "routes/booking-manage.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
