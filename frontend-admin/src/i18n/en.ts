import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * The console's words: react-admin's English, plus the resources' names and field labels (react-admin looks up
 * `resources.<name>.fields.<source>` for every column and input). Prices are in rupees, as staff think of them.
 */
export const en: TranslationMessages = {
  ...englishMessages,
  console: {
    title: 'Disha Careers console',
    login: {
      title: 'Staff sign-in',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      hint: 'Use your Disha Careers staff account.',
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      role: 'Signed in as %{role}',
      nothing: 'Your role has no console pages yet.',
      open: 'Open',
    },
    roles: {
      content_editor: 'content editor',
      counsellor: 'counsellor',
      school_admin: 'school admin',
      admin: 'admin',
    },
    careers: {
      draft: 'Draft',
      published: 'Published',
      logo_upload: 'Upload logo',
      logo_hint: 'PNG, JPEG, WebP or SVG, at most 1 MB',
      properties_hint: 'Shown on the career page in this order: lists ("What will you explore") and titled paragraphs.',
      one_per_line: 'One per line',
    },
    media: {
      upload: 'Upload',
      uploaded: 'Uploaded %{name}',
      copy: 'Copy URL',
    },
    reviews: {
      hide: 'Hide',
      show: 'Show',
      hidden: 'Review hidden from the public page',
      shown: 'Review shown on the public page',
    },
    queues: {
      menu: 'Queues',
    },
    audit: {
      changes: 'Changes',
      field: 'Field',
      before: 'Before',
      after: 'After',
      none: 'No field changes recorded',
    },
  },
  resources: {
    careers: {
      name: 'Career |||| Careers',
      fields: {
        name: 'Name',
        slug: 'Address (slug)',
        fieldId: 'Field',
        fieldName: 'Field',
        headerDescription: 'Description',
        logo: 'Logo URL',
        logoBg: 'Logo background',
        strikePrice: 'Actual price (₹)',
        sellingPrice: 'Selling price (₹)',
        trial: 'Trial ("Try it" ribbon)',
        properties: 'Properties',
        aliases: 'Other names (searched too)',
        displayOrder: 'Display order',
        published: 'Published',
        hasPublishedContent: 'Assessment published',
        updatedAt: 'Updated',
        q: 'Search',
      },
    },
    fields: {
      name: 'Field |||| Fields',
      fields: { name: 'Name', sortOrder: 'Display order', careerCount: 'Careers' },
    },
    courses: {
      name: 'Certification course |||| Certification course',
      fields: {
        title: 'Title',
        strikePrice: 'Actual price (₹)',
        earlyBirdPrice: 'Early-bird price (₹)',
        regularPrice: 'Regular price (₹)',
        startsOn: 'Starts on',
        modules: 'Modules',
      },
    },
    reviews: {
      name: 'Review |||| Reviews',
      fields: { name: 'Name', text: 'Review', rating: 'Rating', hidden: 'Hidden', sortOrder: 'Display order' },
    },
    media: {
      name: 'Media file |||| Media',
      fields: {
        url: 'URL',
        kind: 'Kind',
        contentType: 'Type',
        bytes: 'Size',
        originalName: 'File name',
        createdAt: 'Uploaded',
        q: 'Search',
      },
    },
    'audit-logs': {
      name: 'Audit log entry |||| Audit log',
      fields: {
        at: 'When',
        username: 'Who',
        userId: 'User id',
        role: 'Role',
        action: 'Action',
        resource: 'Resource',
        resourceId: 'Record id',
        ip: 'IP address',
        at_gte: 'From',
        at_lte: 'Until',
      },
    },
  },
};
