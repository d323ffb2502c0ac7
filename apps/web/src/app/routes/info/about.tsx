import { Link } from "react-router";
import { PageBanner } from "../../../components/ui/page-banner";
import { paths } from "../../../lib/paths";
import { browsePaths } from "../../../lib/paths-browse";
import { vendorPaths } from "../../../lib/paths-vendor";
import { config } from "../../config";
import { usePageMeta } from "../../use-page-meta";
import "./info-page.css";

/** `/about`: what the marketplace is for, and for whom. */
export function AboutRoute() {
  const name = config.productName;
  usePageMeta(
    "About",
    `${name} is a local marketplace: find shops, services and makers near you, list your own business free, hire freelancers and find work.`,
  );
  return (
    <>
      <PageBanner title={`About ${name}`} lead="Local shops, services and makers, all on one street." />
      <div className="container info-page">
        <section aria-labelledby="about-what">
          <h2 id="about-what">What {name} is</h2>
          <p>
            {name} is a marketplace for small businesses and the people who live near them. Visitors browse categories
            and subcategories, search by name, place and opening hours, and see each listing with its photos, prices,
            opening hours, map and reviews. Nobody needs an account to look.
          </p>
        </section>
        <section aria-labelledby="about-who">
          <h2 id="about-who">Who it is for</h2>
          <ul>
            <li>
              <strong>Visitors</strong> find a business nearby, call it, get directions, read what others thought and
              ask the owner a question.
            </li>
            <li>
              <strong>Vendors</strong> — shops, services and makers —{" "}
              <Link to={vendorPaths.userProducts}>list their business free</Link>, with a gallery, custom details, a
              public vendor page, and banner and feature ads when they want more visitors.
            </li>
            <li>
              <strong>Freelancers</strong> <Link to={browsePaths.findJob}>find jobs</Link> and apply with connects;{" "}
              <strong>clients</strong> (shown as “Member”) post jobs and{" "}
              <Link to={browsePaths.hireFreelancers}>hire freelancers</Link> directly.
            </li>
          </ul>
        </section>
        <section aria-labelledby="about-trust">
          <h2 id="about-trust">How we keep it trustworthy</h2>
          <p>
            A vendor whose e-mail address and phone number are both confirmed carries the “Verified business” mark.
            Every listing, review, message and profile can be reported; moderators review reports and hide what breaks
            the <Link to={paths.terms}>terms</Link>. Payments go through Stripe: {name} never sees a card number.
          </p>
        </section>
        <section aria-labelledby="about-more">
          <h2 id="about-more">More</h2>
          <p>
            Questions are answered in the <Link to={paths.help}>Help</Link> pages; what we keep about you is in the{" "}
            <Link to={paths.privacy}>privacy notice</Link>; anything else, <Link to={paths.contact}>write to us</Link>.
          </p>
        </section>
      </div>
    </>
  );
}
