import { FIRM, firmAddressLine } from '../../../content/firm';
import { LegalLayout, TextLink, type TLegalSection } from '../components/LegalLayout';

const SECTIONS: readonly TLegalSection[] = [
  {
    id: 'using-the-site',
    title: 'Using this site',
    body: (
      <p>
        By using this website and the members&apos; app you agree to these terms. If you use them on behalf of a company, you confirm that you may
        accept these terms for it.
      </p>
    ),
  },
  {
    id: 'not-professional-advice',
    title: 'Information, not professional advice',
    body: (
      <>
        <p>
          Articles, checklists, training and community posts are general information. They are not accounting, tax, legal or compliance advice for
          your situation, and reading them does not make you our client.
        </p>
        <p>
          Professional services are provided only under a signed engagement letter, which sets out the scope, fees and responsibilities for that
          work. Package prices shown on this site are starting points; your engagement letter governs.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and security',
    body: (
      <ul>
        <li>Keep your password confidential and tell us promptly if you think someone else has used your account.</li>
        <li>Give accurate information, and keep it up to date.</li>
        <li>We may suspend an account that is used to break these terms or the law, or that puts other users or our systems at risk.</li>
      </ul>
    ),
  },
  {
    id: 'community-and-uploads',
    title: 'Community posts and uploaded files',
    body: (
      <>
        <p>
          You remain responsible for what you post or upload. Do not share anything that is unlawful, misleading, confidential to someone else,
          infringing, or that contains malware. Do not post personal tax identifiers or other sensitive data in the community.
        </p>
        <p>
          You give us permission to store and display your community posts to the members who can see them, and to store the files you upload so we
          can provide our services. We may remove content that breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'memberships-and-payments',
    title: 'Memberships and payments',
    body: (
      <p>
        Paid memberships give access to premium training and features for the period you pay for, at the prices shown on the{' '}
        <TextLink href="/pricing">pricing page</TextLink> when you subscribe. Payments are processed by our payment providers. You can cancel at any
        time; access continues to the end of the paid period.
      </p>
    ),
  },
  {
    id: 'text-messages',
    title: 'Text messages',
    body: (
      <p>
        If you opt in to SMS updates, message frequency varies and message and data rates may apply. Reply STOP to opt out or HELP for help at any
        time. Opting in is never a condition of buying our services.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our content and third-party sites',
    body: (
      <>
        <p>
          The site&apos;s text, training materials, checklists and design belong to {FIRM.legalName} or its licensors. You may use them for your own
          business; you may not resell or republish them without permission.
        </p>
        <p>
          Links to government and other sites, such as SAM.gov and Section508.gov, are provided for convenience. We are not responsible for their
          content or availability.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <p>
        The site is provided &quot;as is&quot;. To the extent the law allows, we are not liable for indirect or consequential losses arising from use of
        the site, and our total liability relating to the site is limited to the amount you paid us for membership in the twelve months before the
        claim. Nothing in these terms limits liability that cannot be limited by law, or changes the terms of a signed engagement letter.
      </p>
    ),
  },
  {
    id: 'changes-and-law',
    title: 'Changes and governing law',
    body: (
      <p>
        We may update these terms; the date above shows the latest version, and continued use means you accept it. These terms are governed by the
        laws of the District of Columbia.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Email <TextLink href={`mailto:${FIRM.email}`}>{FIRM.email}</TextLink>, use our{' '}
        <TextLink href="/contact">contact page</TextLink>, or write to {FIRM.legalName}, {firmAddressLine}.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      updated="Last updated: November 2026"
      intro={<p>These terms cover your use of the {FIRM.name} website, client portal, community, training and membership features.</p>}
      sections={SECTIONS}
    />
  );
}
