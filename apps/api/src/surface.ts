/**
 * One server process serves two surfaces on two ports: the site (PORT) and the admin panel
 * (ADMIN_PORT). Both answer the same API; each serves its own web app.
 */
export type Surface = "site" | "admin";
