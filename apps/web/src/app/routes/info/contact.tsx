import { Link } from "react-router";
import { PageBanner } from "../../../components/ui/page-banner";
import { ContactForm } from "../../../features/contact/components/contact-form";
import { paths } from "../../../lib/paths";
import { config } from "../../config";
import { usePageMeta } from "../../use-page-meta";
import "./info-page.css";

/** `/contact`: the form that mails the site's team. */
export function ContactRoute() {
  const name = config.productName;
  usePageMeta("Contact", `Write to the ${name} team: questions about listings, accounts, plans, payments or reports.`);
  return (
    <>
      <PageBanner
        title="Contact us"
        lead={`Write to the ${name} team. We answer by e-mail, usually within two working days.`}
      />
      <div className="container info-page">
        <p>
          Many questions are answered in <Link to={paths.help}>Help</Link>. To report a listing, review, profile or
          message, the Report button beside it reaches the moderators fastest.
        </p>
        <ContactForm />
      </div>
    </>
  );
}
