import { Link } from "react-router";
import { PageBanner } from "../../../components/ui/page-banner";
import { paths } from "../../../lib/paths";
import { config } from "../../config";
import { usePageMeta } from "../../use-page-meta";
import "./info-page.css";

/** `/privacy`: what the product keeps about people, why, and how to have it deleted. */
export function PrivacyRoute() {
  const name = config.productName;
  usePageMeta("Privacy", `What ${name} keeps about you, why, who else sees it, and how to have it deleted.`);
  return (
    <>
      <PageBanner title="Privacy" lead={`What ${name} keeps about you, and how to have it deleted.`} />
      <div className="container info-page">
        <section aria-labelledby="privacy-keep">
          <h2 id="privacy-keep">What we keep</h2>
          <ul>
            <li>
              <strong>Your account:</strong> your name, e-mail address, phone number, the type of account and its
              privileges, a hash of your password (never the password itself), and when you confirmed your e-mail and
              phone. Signing in with Google or Facebook stores their identifier for you, not your password there.
            </li>
            <li>
              <strong>Sessions:</strong> each signed-in device has a session that expires; signing out ends it. At most
              20 are kept per account; a new one ends the oldest.
            </li>
            <li>
              <strong>Your activity log:</strong> sign-ins, sign-outs, password and account changes, each with the
              address (IP) and the browser it came from, so that you can spot a sign-in that was not you. You see it
              under <Link to={paths.activityLog}>Activity log</Link>.
            </li>
            <li>
              <strong>What you publish:</strong> listings, photos and other uploads, your vendor or freelancer profile,
              jobs, applications and their files, reviews and reports.
            </li>
            <li>
              <strong>Messages</strong> between you and the other person of a conversation; only the two of you read
              them, and a moderator reads a message only when one of you reports it.
            </li>
            <li>
              <strong>Payments:</strong> card payments go through Stripe. We keep the plan, amount, date and
              Stripe&apos;s reference of each payment and subscription; the card details stay with Stripe.
            </li>
            <li>
              <strong>Counts:</strong> views and contact clicks of listings are counted per day; the visitor behind them
              is kept only as a one-way digest, for 30 minutes, so that a repeat is not counted twice.
            </li>
          </ul>
        </section>
        <section aria-labelledby="privacy-why">
          <h2 id="privacy-why">Why, and who sees it</h2>
          <p>
            We use this to run the marketplace: to show what you publish, to let people reach you, to keep accounts
            safe, to take payments and to answer reports. What you publish is public; your e-mail address, phone number,
            activity log and payments are not (a vendor&apos;s contact details are public only where the vendor puts
            them on a listing or a profile). We sell nothing to anyone and show no third-party advertising trackers.
            Mail goes out through our mail provider, text messages through our SMS provider, payments through Stripe,
            and maps load from the map provider.
          </p>
        </section>
        <section aria-labelledby="privacy-delete">
          <h2 id="privacy-delete">Having it deleted</h2>
          <p>
            You can delete your listings, ads and uploads yourself at any time. To delete your whole account,{" "}
            <Link to={paths.contact}>contact us</Link> from its e-mail address (topic “My account or signing in”): we
            delete the account, its sessions, activity log, profiles, listings, uploads and messages, and keep only what
            the law requires us to keep of payments. We answer within 30 days, usually much sooner.
          </p>
        </section>
      </div>
    </>
  );
}
