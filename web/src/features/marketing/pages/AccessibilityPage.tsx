import { FIRM } from '../../../content/firm';
import { contactHref } from '../../../lib/contact-prefill';
import { LegalLayout, TextLink, type TLegalSection } from '../components/LegalLayout';
import { SelfConformance } from '../components/SelfConformance';

const SECTIONS: readonly TLegalSection[] = [
  {
    id: 'standard',
    title: 'Our standard',
    body: (
      <>
        <p>
          We design, build and test this site to conform to the <strong>Web Content Accessibility Guidelines (WCAG) 2.1, Level AA</strong>, and to the{' '}
          <strong>Revised Section 508 Standards</strong> (36 CFR Part 1194), which incorporate WCAG by reference. We are also preparing for the
          additional WCAG 2.2 criteria.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-test',
    title: 'How we make and keep the site accessible',
    body: (
      <ul>
        <li>Every page is checked with automated accessibility tests at phone and desktop widths before each release.</li>
        <li>We test by keyboard alone and with screen readers (NVDA, JAWS and VoiceOver).</li>
        <li>Text and controls meet AA colour contrast, pages have one main heading and landmarks, and every control has a label.</li>
        <li>Training videos offer captions and transcripts where available, and our video player uses the browser&apos;s own accessible controls.</li>
        <li>
          We continuously scan our pages and track the results on our{' '}
          <TextLink href="/compliance-monitoring">Section 508 compliance monitoring page</TextLink>.
        </li>
      </ul>
    ),
  },
  {
    id: 'latest-results',
    title: 'Our latest automated results',
    body: <SelfConformance />,
  },
  {
    id: 'compatibility',
    title: 'Compatibility',
    body: (
      <p>
        The site is designed to work with current versions of Chrome, Edge, Firefox and Safari on desktop and mobile, with assistive technologies
        including screen readers, screen magnifiers, speech recognition and switch access. It supports browser zoom up to 400% and respects your
        reduced-motion setting.
      </p>
    ),
  },
  {
    id: 'known-limitations',
    title: 'Known limitations',
    body: (
      <ul>
        <li>Some older training videos do not yet have captions or transcripts; these are marked on each video, and we are adding them.</li>
        <li>Documents and posts shared by members in the community may not always be accessible; we will help you get an accessible copy.</li>
        <li>Sites we link to, such as SAM.gov, are run by others and have their own accessibility statements.</li>
      </ul>
    ),
  },
  {
    id: 'report-a-barrier',
    title: 'Report a barrier',
    body: (
      <>
        <p>If something on this site is hard or impossible for you to use, please tell us. We want to know, and we will fix it.</p>
        <ul>
          <li>
            Use our{' '}
            <TextLink href={contactHref({ message: 'I found an accessibility barrier on your website. Page: ... What happened: ...' })}>
              contact page
            </TextLink>{' '}
            and describe the page and the problem.
          </li>
          <li>
            Email <TextLink href={`mailto:${FIRM.accessibilityEmail}`}>{FIRM.accessibilityEmail}</TextLink>.
          </li>
          <li>
            Call <TextLink href={FIRM.phoneHref}>{`${FIRM.phoneDisplay}, extension ${FIRM.phoneExtension}`}</TextLink> ({FIRM.hours}).
          </li>
        </ul>
        <p>
          Please include the page address, what you were trying to do, and the browser and assistive technology you use, if any. We reply within one
          business day and, while we fix the problem, we will get you the information or service you need another way.
        </p>
      </>
    ),
  },
  {
    id: 'documentation',
    title: 'Accessibility documentation',
    body: (
      <p>
        An Accessibility Conformance Report (VPAT) built from our latest scan is linked under Our latest automated results above. A copy
        reviewed by our team is available on request through our <TextLink href="/contact">contact page</TextLink>.
      </p>
    ),
  },
];

export default function AccessibilityPage() {
  return (
    <LegalLayout
      title="Accessibility Statement"
      updated="Last reviewed: November 2026"
      intro={
        <p>
          {FIRM.name} is committed to making our website and members&apos; app usable by everyone, including people with disabilities. We help our
          clients meet Section 508 and WCAG requirements, and we hold our own site to the same standard.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
