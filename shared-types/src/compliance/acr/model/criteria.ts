/**
 * The criteria of GSA OpenACR's catalog "2.4-edition-wcag-2.1-508-en" (VPAT 2.4, WCAG 2.1 and Revised
 * Section 508 edition), chapter by chapter: WCAG 2.1 Level A and AA (Tables 1 and 2), and the Section
 * 508 chapters 3 to 6. Level AAA (Table 3) is outside the product's claim (WCAG 2.1 AA).
 */
export const ACR_CHAPTERS = [
  { id: 'success_criteria_level_a', label: 'Table 1: Success Criteria, Level A', standard: 'wcag-2.1' },
  { id: 'success_criteria_level_aa', label: 'Table 2: Success Criteria, Level AA', standard: 'wcag-2.1' },
  { id: 'functional_performance_criteria', label: 'Chapter 3: Functional Performance Criteria (FPC)', standard: '508' },
  { id: 'hardware', label: 'Chapter 4: Hardware', standard: '508' },
  { id: 'software', label: 'Chapter 5: Software', standard: '508' },
  { id: 'support_documentation_and_services', label: 'Chapter 6: Support Documentation and Services', standard: '508' },
] as const;
export type TAcrChapterId = (typeof ACR_CHAPTERS)[number]['id'];

export type TAcrCriterionInfo = { num: string; handle: string; chapter: TAcrChapterId };

const LEVEL_A = `1.1.1 Non-text Content|1.2.1 Audio-only and Video-only (Prerecorded)|1.2.2 Captions (Prerecorded)|1.2.3 Audio Description or Media Alternative (Prerecorded)|1.3.1 Info and Relationships|1.3.2 Meaningful Sequence|1.3.3 Sensory Characteristics|1.4.1 Use of Color|1.4.2 Audio Control|2.1.1 Keyboard|2.1.2 No Keyboard Trap|2.1.4 Character Key Shortcuts|2.2.1 Timing Adjustable|2.2.2 Pause, Stop, Hide|2.3.1 Three Flashes or Below Threshold|2.4.1 Bypass Blocks|2.4.2 Page Titled|2.4.3 Focus Order|2.4.4 Link Purpose (In Context)|2.5.1 Pointer Gestures|2.5.2 Pointer Cancellation|2.5.3 Label in Name|2.5.4 Motion Actuation|3.1.1 Language of Page|3.2.1 On Focus|3.2.2 On Input|3.3.1 Error Identification|3.3.2 Labels or Instructions|4.1.1 Parsing|4.1.2 Name, Role, Value`;
const LEVEL_AA = `1.2.4 Captions (Live)|1.2.5 Audio Description (Prerecorded)|1.3.4 Orientation|1.3.5 Identify Input Purpose|1.4.3 Contrast (Minimum)|1.4.4 Resize text|1.4.5 Images of Text|1.4.10 Reflow|1.4.11 Non-text Contrast|1.4.12 Text Spacing|1.4.13 Content on Hover or Focus|2.4.5 Multiple Ways|2.4.6 Headings and Labels|2.4.7 Focus Visible|3.1.2 Language of Parts|3.2.3 Consistent Navigation|3.2.4 Consistent Identification|3.3.3 Error Suggestion|3.3.4 Error Prevention (Legal, Financial, Data)|4.1.3 Status Messages`;
const FPC = `302.1 Without Vision|302.2 With Limited Vision|302.3 Without Perception of Color|302.4 Without Hearing|302.5 With Limited Hearing|302.6 Without Speech|302.7 With Limited Manipulation|302.8 With Limited Reach and Strength|302.9 With Limited Language, Cognitive, and Learning Abilities`;
const HARDWARE = `402.2.1 Information Displayed On-Screen|402.2.2 Transactional Outputs|402.2.3 Speech Delivery Type and Coordination|402.2.4 User Control|402.2.5 Braille Instructions|402.3.1 Private Listening|402.3.2 Non-private Listening|402.4 Characters on Display Screens|402.5 Characters on Variable Message Signs|403.1 General (Biometrics)|404.1 General (Preservation of Information Provided for Accessibility)|405.1 General (Privacy)|406.1 General (Standard Connections)|407.2 Contrast (Operable Parts)|407.3.1 Tactilely Discernible|407.3.2 Alphabetic Keys|407.3.3 Numeric Keys|407.4 Key Repeat|407.5 Timed Response|407.6 Operation|407.7 Tickets, Fare Cards, and Keycards|407.8.1 Vertical Reference Plane|407.8.1.1 Vertical Plane for Side Reach|407.8.1.2 Vertical Plane for Forward Reach|407.8.2 Side Reach|407.8.2.1 Unobstructed Side Reach|407.8.2.2 Obstructed Side Reach|407.8.3 Forward Reach|407.8.3.1 Unobstructed Forward Reach|407.8.3.2 Obstructed Forward Reach|407.8.3.2.1 Operable Part Height for ICT with Obstructed Forward Reach|407.8.3.2.2 Knee and Toe Space under ICT with Obstructed Forward Reach|408.2 Visibility|408.3 Flashing|409.1 General (Status Indicators)|410.1 General (Color Coding)|411.1 General (Audible Signals)|412.2.1 Volume Gain for Wireline Telephones|412.2.2 Volume Gain for Non-Wireline ICT|412.3.1 Wireless Handsets|412.3.2 Wireline Handsets|412.4 Digital Encoding of Speech|412.5 Real-Time Text Functionality|412.6 Caller ID|412.7 Video Communication|412.8.1 TTY Connectability|412.8.2 Voice and Hearing Carry Over|412.8.3 Signal Compatibility|412.8.4 Voice Mail and Other Messaging Systems|413.1.1 Decoding and Display of Closed Captions|413.1.2 Pass-Through of Closed Caption Data|414.1.1 Digital Television Tuners|414.1.2 Other ICT|415.1.1 Caption Controls|415.1.2 Audio Description Controls`;
const SOFTWARE = `502.2.1 User Control of Accessibility Features|502.2.2 No Disruption of Accessibility Features|502.3.1 Object Information|502.3.2 Modification of Object Information|502.3.3 Row, Column, and Headers|502.3.4 Values|502.3.5 Modification of Values|502.3.6 Label Relationships|502.3.7 Hierarchical Relationships|502.3.8 Text|502.3.9 Modification of Text|502.3.10 List of Actions|502.3.11 Actions on Objects|502.3.12 Focus Cursor|502.3.13 Modification of Focus Cursor|502.3.14 Event Notification|502.4 Platform Accessibility Features|503.2 User Preferences|503.3 Alternative User Interfaces|503.4.1 Caption Controls|503.4.2 Audio Description Controls|504.2 Content Creation or Editing|504.2.1 Preservation of Information Provided for Accessibility in Format Conversion|504.2.2 PDF Export|504.3 Prompts|504.4 Templates`;
const DOCS = `602.2 Accessibility and Compatibility Features|602.3 Electronic Support Documentation|602.4 Alternate Formats for Non-Electronic Support Documentation|603.2 Information on Accessibility and Compatibility Features|603.3 Accommodation of Communication Needs`;

const parse = (list: string, chapter: TAcrChapterId): TAcrCriterionInfo[] =>
  list.split('|').map((entry) => {
    const space = entry.indexOf(' ');
    return { num: entry.slice(0, space), handle: entry.slice(space + 1), chapter };
  });

export const ACR_CRITERIA: readonly TAcrCriterionInfo[] = [
  ...parse(LEVEL_A, 'success_criteria_level_a'),
  ...parse(LEVEL_AA, 'success_criteria_level_aa'),
  ...parse(FPC, 'functional_performance_criteria'),
  ...parse(HARDWARE, 'hardware'),
  ...parse(SOFTWARE, 'software'),
  ...parse(DOCS, 'support_documentation_and_services'),
];

export const ACR_CRITERION_NUMS: ReadonlySet<string> = new Set(ACR_CRITERIA.map((c) => c.num));

/** A WCAG success criterion (chapters 1 and 2), as opposed to a Section 508 provision. */
export const isWcagCriterion = (c: Pick<TAcrCriterionInfo, 'chapter'>) => c.chapter === 'success_criteria_level_a' || c.chapter === 'success_criteria_level_aa';
