import { Outlet } from "react-router";
import { useHeaderVariant } from "./layout-handle";
import { SiteFrame, type SiteLayoutProps } from "./site-frame";

/** The vendor pages: the site header (the main layout's, mega menu included), a welcome banner, the page, the footer. */
export function VendorLayout(frame: Omit<SiteLayoutProps, "sidebar">) {
  const headerVariant = useHeaderVariant();
  return (
    <SiteFrame {...frame} className={`site-layout site-layout--${headerVariant}`} headerVariant={headerVariant}>
      <div className="vendor-banner on-dark">
        <div className="container">
          <p className="vendor-banner__text">Welcome to the {frame.productName}</p>
        </div>
      </div>
      <main id="main" tabIndex={-1} className="site-main site-main--vendor">
        <Outlet />
      </main>
    </SiteFrame>
  );
}
