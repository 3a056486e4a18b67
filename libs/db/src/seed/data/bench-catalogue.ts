/**
 * Synthetic catalogue for benchmarks: generateBenchCareers(10_000) gives ten thousand
 * distinct careers. Fully deterministic (seeded PRNG, no Math.random), so every run
 * seeds the same rows. Logos reuse the real careers' files through `logoSlug`.
 */
import type { CareerProperty } from '@app/contracts';
import { seedCareers, type SeedCareer, type SeedFieldName } from './careers.js';

/** mulberry32: a tiny, fast 32-bit seeded PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS: readonly SeedFieldName[] = ['Science', 'Commerce', 'Arts', 'Independent'];

interface FieldVocabulary {
  prefixes: string[];
  specialisations: string[];
  roles: string[];
  exams: string[];
}

const VOCAB: Record<SeedFieldName, FieldVocabulary> = {
  Science: {
    prefixes: [
      'Marine',
      'Clinical',
      'Applied',
      'Environmental',
      'Agricultural',
      'Nuclear',
      'Space',
      'Renewable',
      'Forensic',
      'Industrial',
      'Molecular',
      'Urban',
    ],
    specialisations: [
      'Data',
      'Robotics',
      'Genomics',
      'Materials',
      'Energy',
      'Chemistry',
      'Physics',
      'Microbiology',
      'Instrumentation',
      'Systems',
      'Nanotech',
      'Geology',
    ],
    roles: ['Engineer', 'Scientist', 'Analyst', 'Technologist', 'Researcher', 'Specialist', 'Consultant', 'Technician'],
    exams: ['JEE Main', 'JEE Advanced', 'NEET-UG', 'IISER IAT', 'BITSAT', 'CUET', 'State CET'],
  },
  Commerce: {
    prefixes: [
      'Retail',
      'Corporate',
      'Rural',
      'Global',
      'Digital',
      'Startup',
      'Public',
      'Private',
      'Wealth',
      'Green',
      'Insurance',
      'Export',
    ],
    specialisations: [
      'Finance',
      'Tax',
      'Audit',
      'Banking',
      'Risk',
      'Marketing',
      'Sales',
      'Logistics',
      'Payments',
      'Credit',
      'Treasury',
      'Pricing',
    ],
    roles: ['Analyst', 'Manager', 'Advisor', 'Consultant', 'Executive', 'Planner', 'Strategist', 'Officer'],
    exams: ['CA Foundation', 'CSEET', 'CMA Foundation', 'CUET', 'IPMAT', 'NPAT', 'ACET'],
  },
  Arts: {
    prefixes: [
      'Cultural',
      'Public',
      'Heritage',
      'Community',
      'Media',
      'Policy',
      'Child',
      'Regional',
      'International',
      'Digital',
      'Legal',
      'Creative',
    ],
    specialisations: [
      'Law',
      'Psychology',
      'History',
      'Journalism',
      'Design',
      'Education',
      'Languages',
      'Sociology',
      'Policy',
      'Museum',
      'Writing',
      'Counselling',
    ],
    roles: ['Researcher', 'Writer', 'Officer', 'Counsellor', 'Curator', 'Editor', 'Advocate', 'Coordinator'],
    exams: ['CLAT', 'AILET', 'CUET', 'NID DAT', 'UCEED', 'NCHM JEE', 'UPSC CSE'],
  },
  Independent: {
    prefixes: [
      'Adventure',
      'Esports',
      'Wellness',
      'Studio',
      'Travel',
      'Food',
      'Fashion',
      'Drone',
      'Freelance',
      'Craft',
      'Music',
      'Outdoor',
    ],
    specialisations: [
      'Photography',
      'Animation',
      'Fitness',
      'Events',
      'Culinary',
      'Gaming',
      'Video',
      'Styling',
      'Aviation',
      'Coaching',
      'Security',
      'Content',
    ],
    roles: ['Artist', 'Creator', 'Coach', 'Producer', 'Founder', 'Guide', 'Trainer', 'Pilot'],
    exams: ['NIFT Entrance', 'NID DAT', 'NCHM JEE', 'DGCA CPL exams', 'Portfolio review', 'Skill India certification'],
  },
};

const LOGO_BGS = [
  '#E3F2FD',
  '#E8F5E9',
  '#FFF3E0',
  '#F3E5F5',
  '#E0F7FA',
  '#FFFDE7',
  '#FCE4EC',
  '#EDE7F6',
  '#ECEFF1',
  '#EFEBE9',
  '#E0F2F1',
  '#FFF8E1',
];
const PRICES: ReadonlyArray<readonly [number, number]> = [
  [499, 999],
  [799, 1499],
  [999, 1999],
  [1299, 2499],
  [1499, 2999],
];

const kebab = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Logo slugs of the real careers, grouped by field, so bench careers reuse existing files. */
function logosByField(): Record<SeedFieldName, string[]> {
  const out: Record<SeedFieldName, string[]> = { Science: [], Commerce: [], Arts: [], Independent: [] };
  for (const c of seedCareers) out[c.field].push(c.slug);
  return out;
}

export function generateBenchCareers(count: number, seed = 20240917): SeedCareer[] {
  const rand = mulberry32(seed);
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rand() * arr.length)];
  const logos = logosByField();
  const width = Math.max(4, String(count).length);
  const careers: SeedCareer[] = [];

  for (let i = 0; i < count; i++) {
    const field = FIELDS[i % FIELDS.length];
    const v = VOCAB[field];
    const prefix = pick(v.prefixes);
    const spec = pick(v.specialisations);
    const role = pick(v.roles);
    const num = String(i + 1).padStart(width, '0');
    const title = `${prefix} ${spec} ${role}`;
    const name = `${title} ${num}`;
    const slug = `bench-${num}-${kebab(title)}`;
    const [sellingPrice, strikePrice] = pick(PRICES);
    const exam = pick(v.exams);
    const otherExam = pick(v.exams);

    const properties: CareerProperty[] = [
      {
        type: 'list',
        list_type: rand() < 0.5 ? 'numeric' : 'bullets',
        header: 'What will you explore',
        content: [
          `A day in the life of a ${title.toLowerCase()}`,
          `Core skills in ${spec.toLowerCase()}`,
          exam === otherExam ? `Preparing for ${exam}` : `Entrance routes: ${exam} and ${otherExam}`,
        ],
      },
    ];
    const extra = Math.floor(rand() * 3); // 0-2 more, so 1-3 blocks so far plus salary below
    if (extra >= 1) {
      properties.push({
        type: 'title_body',
        header: 'Who is it for?',
        body: `Students interested in ${spec.toLowerCase()} who enjoy ${field === 'Independent' ? 'hands-on, self-driven work' : `the ${field.toLowerCase()} stream`}.`,
      });
    }
    if (extra >= 2) {
      properties.push({
        type: 'list',
        list_type: 'bullets',
        header: 'Where you could work',
        content: [
          `${prefix} ${spec.toLowerCase()} firms`,
          'Government and public-sector bodies',
          'Startups and independent practice',
        ],
      });
    }
    const low = 3 + Math.floor(rand() * 5);
    properties.push({
      type: 'title_body',
      header: 'Salary and growth',
      body: `Typical starting salaries are about ₹${low}-${low + 3 + Math.floor(rand() * 5)} lakh per year, rising with experience.`,
    });

    careers.push({
      slug,
      name,
      field,
      headerDescription: `Explore the work of a ${title.toLowerCase()}: what the job involves, how to get there after class 12 and where it can lead.`,
      logoBg: pick(LOGO_BGS),
      logoSlug: pick(logos[field]),
      sellingPrice,
      strikePrice,
      trial: rand() < 0.2,
      properties,
    });
  }
  return careers;
}
