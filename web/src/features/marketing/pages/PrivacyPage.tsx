import { FIRM, firmAddressLine } from '../../../content/firm';
import { LegalLayout, TextLink, type TLegalSection } from '../components/LegalLayout';

const SECTIONS: readonly TLegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to answer you and to provide our services:</p>
        <ul>
          <li>
            <strong>Contact and consultation requests:</strong> your name, email address, phone number, company, the service you are interested in and
            your message.
          </li>
          <li>
            <strong>Member accounts:</strong> your username, a securely hashed password, and any profile details you choose to add, such as your name,
            company and phone number.
          </li>
          <li>
            <strong>Files and messages:</strong> documents you upload to the client portal and posts or comments you share in the community.
          </li>
          <li>
            <strong>Payments:</strong> your membership plan and payment status. Card details are entered with our payment processors and never stored on
            our servers.
          </li>
          <li>
            <strong>Text messages:</strong> your mobile number and preferences if you opt in to SMS updates.
          </li>
          <li>
            <strong>Technical information:</strong> basic server logs (IP address, browser type, pages requested and time) used to keep the site secure
            and working, and aggregate usage figures.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>respond to your enquiries and schedule consultations;</li>
          <li>provide the accounting, tax, payroll, advisory and compliance services you engage us for;</li>
          <li>run your member account, training access and subscriptions;</li>
          <li>send the email or text messages you asked for, such as appointment reminders and training announcements;</li>
          <li>protect the site, our clients and our systems against fraud and misuse; and</li>
          <li>meet our legal, professional and regulatory obligations.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it for third-party advertising.</p>
      </>
    ),
  },
  {
    id: 'tax-and-financial-information',
    title: 'Tax return and financial information',
    body: (
      <>
        <p>
          As a firm that prepares tax returns and handles client financial records, we follow the Gramm-Leach-Bliley Act and the FTC Safeguards Rule,
          and we treat your records as confidential under the professional standards that apply to our accountants.
        </p>
        <p>
          We do not use or disclose tax return information for any purpose other than preparing your return unless you give us written consent, as
          required by Section 7216 of the Internal Revenue Code.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: (
      <>
        <p>We share information only with:</p>
        <ul>
          <li>
            service providers that help us run the site and our services, such as payment processors, video-meeting, calendar, email and SMS providers,
            each bound to use it only on our behalf;
          </li>
          <li>government agencies when you ask us to file or register on your behalf, for example the IRS, state agencies or SAM.gov; and</li>
          <li>others when the law requires it, or to protect the rights and safety of our clients, staff or the public.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use one essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies. Your package choices and
          compliance checklist on the Services page are kept in your own browser&apos;s local storage and are never sent to us; clearing your browser
          data removes them.
        </p>
      </>
    ),
  },
  {
    id: 'security-and-retention',
    title: 'Security and retention',
    body: (
      <>
        <p>
          Information travels over encrypted connections. Access to client records is limited to the staff who need it, and uploaded files are visible
          only to you and your advisors. We keep records for as long as we need them to serve you and to meet professional and legal retention
          requirements, then delete them securely.
        </p>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    body: (
      <>
        <ul>
          <li>You can update your account details at any time on the Settings page.</li>
          <li>
            You can stop text messages at any time by replying STOP, and unsubscribe from email using the link in any message.
          </li>
          <li>
            You can ask us for a copy of the personal information we hold about you, or ask us to correct or delete it, subject to the records we must
            keep by law.
          </li>
        </ul>
        <p>Our site is intended for business use and is not directed at children under 13.</p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your information? Email <TextLink href={`mailto:${FIRM.privacyEmail}`}>{FIRM.privacyEmail}</TextLink>, use
        our <TextLink href="/contact">contact page</TextLink>, or write to {FIRM.legalName}, {firmAddressLine}. If we change this policy we will
        update the date at the top of this page.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      updated="Last updated: November 2026"
      intro={
        <p>
          {FIRM.legalName} handles your financial and business information every day, and we take that trust seriously. This policy explains what
          information this website and our members&apos; app collect, how we use it, and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
