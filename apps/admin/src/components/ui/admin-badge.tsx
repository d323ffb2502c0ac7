import "./admin-badge.css";

/** The marigold "Admin" tag beside the product name: this is the admin panel, not the site. */
export function AdminBadge() {
  return <span className="admin-badge">Admin</span>;
}
