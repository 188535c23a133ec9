import type { SiteConfigInput } from './config-types.ts';

const repository = 'https://github.com/anton-abyzov/specweave';

const config: SiteConfigInput = {
  title: 'SpecWeave',
  tagline: 'Spec-Driven Development Framework - Build Production Software with AI',
  url: 'https://spec-weave.com',
  baseUrl: '/',
  favicon: 'img/favicon.ico',
  faviconSvg: 'img/favicon.svg',
  socialCard: 'img/social-card.jpg',
  repository,
  i18n: { defaultLocale: 'en', locales: ['en'] },
  navbar: {
    title: 'SpecWeave',
    logo: { alt: 'SpecWeave Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' },
    hideOnScroll: false,
    items: [
      { label: 'Docs', position: 'left', sidebarId: 'docsSidebar' },
      { label: 'Guides', position: 'left', sidebarId: 'guidesSidebar' },
      { label: 'API', position: 'left', sidebarId: 'apiSidebar' },
      { label: 'Blog', position: 'left', to: '/blog' },
      { label: 'GitHub', position: 'right', href: repository, ariaLabel: 'GitHub repository', icon: 'github' },
    ],
  },
  footer: {
    style: 'dark',
    columns: [
      {
        title: 'Documentation',
        items: [
          { label: 'Introduction', to: '/docs/overview/introduction' },
          { label: 'Getting Started', to: '/docs/guides/getting-started/quickstart' },
          { label: 'API Reference', to: '/docs/api/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'GitHub Discussions', href: `${repository}/discussions` },
          { label: 'GitHub Issues', href: `${repository}/issues` },
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/specweave' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'GitHub', href: repository },
          { label: 'Features', to: '/docs/overview/features' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 SpecWeave.',
  },
  announcementBar: {
    id: 'announcement-bar',
    message: ['⭐️ If you like SpecWeave, give it a star on ', { label: 'GitHub', href: repository }, '! ⭐️'],
    backgroundColor: '#ede9fe',
    textColor: '#5b21b6',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  docs: {
    routeBasePath: 'docs',
    // Our content/ is laid out as SpecWeave's docs-site/ folder: content/docs/x.md is docs-site/docs/x.md there.
    editUrl: `${repository}/tree/develop/docs-site/`,
    showLastUpdate: true,
  },
  blog: {
    routeBasePath: 'blog',
    title: 'SpecWeave Blog',
    description: 'Spec-Driven Development insights, tutorials, and updates',
    postsPerPage: 10,
    sidebarTitle: 'Recent posts',
    sidebarCount: 5,
  },
  home: {
    title: 'Spec-Driven Development Framework',
    description:
      'SpecWeave helps teams build production software with AI: specifications first, selective context loading, automated tests and living documentation.',
  },
};

export default config;
