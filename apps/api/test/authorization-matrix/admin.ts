import { type Rows, adminOnly } from "./context.ts";

/** The admin pages: users, reports, payments, the audit log, the dashboard, the catalogue and plans. */
export const adminRows: Rows = {
  "GET /api/admin/users": adminOnly,
  "GET /api/admin/reports": adminOnly,
  "POST /api/admin/reports/hide": adminOnly,
  "POST /api/admin/reports/dismiss": adminOnly,
  "POST /api/admin/reports/restore": adminOnly,
  "GET /api/admin/users/:id": { access: "admin", resource: "account" },
  "POST /api/admin/users/:id/suspend": { access: "admin", resource: "account", body: () => ({ note: "Matrix" }) },
  "POST /api/admin/users/:id/restore": { access: "admin", resource: "account", body: () => ({}) },
  "POST /api/admin/users/:id/role": { access: "super-admin", resource: "account", body: () => ({ role: "Admin" }) },
  "POST /api/admin/users/:id/password-reset": { access: "admin", resource: "account" },
  "POST /api/admin/users/:id/connects": {
    access: "admin",
    resource: "account",
    body: () => ({ delta: 5, reason: "Matrix" }),
  },
  "GET /api/admin/payments": adminOnly,
  "GET /api/admin/payments/:id": { access: "admin", resource: "payment" },
  "POST /api/admin/payments/:id/refund": { access: "admin", resource: "payment", body: () => ({ note: "Matrix" }) },
  "GET /api/admin/audit": adminOnly,
  "GET /api/admin/dashboard": adminOnly,
  "GET /api/admin/categories": adminOnly,
  "POST /api/admin/categories": adminOnly,
  "PUT /api/admin/categories/order": adminOnly,
  "PUT /api/admin/categories/:id": {
    access: "admin",
    resource: "category",
    body: () => ({ name: "Matrix renamed", iconName: "bakeries", hue: 5 }),
  },
  "POST /api/admin/categories/:id/move": { access: "admin", resource: "category", body: () => ({ direction: "down" }) },
  "DELETE /api/admin/categories/:id": { access: "admin", resource: "category" },
  "POST /api/admin/categories/:id/subcategories": {
    access: "admin",
    resource: "category",
    body: () => ({ name: "Matrix sub" }),
  },
  "PUT /api/admin/categories/:id/subcategories/order": {
    access: "admin",
    resource: "category",
    body: (fixture) => ({ ids: [fixture.itemId] }),
  },
  "PUT /api/admin/subcategories/:id": { access: "admin", resource: "subcategory", body: () => ({ name: "Renamed" }) },
  "POST /api/admin/subcategories/:id/move": {
    access: "admin",
    resource: "subcategory",
    body: () => ({ direction: "up" }),
  },
  "DELETE /api/admin/subcategories/:id": { access: "admin", resource: "subcategory" },
  "GET /api/admin/plans": adminOnly,
  "PUT /api/admin/plans/:id": { access: "admin", resource: "plan" },
};
