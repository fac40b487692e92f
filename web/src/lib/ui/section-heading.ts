/**
 * The type of an app page's section headings (h2), one step under PageHeader's h1, so sections
 * weigh the same on every page. Spread into a Typography's sx: `sx={{ ...sectionHeadingSx, mb: 2 }}`.
 */
export const sectionHeadingSx = { fontWeight: 700, fontSize: { xs: '1.25rem', md: '1.5rem' }, lineHeight: 1.3 } as const;
