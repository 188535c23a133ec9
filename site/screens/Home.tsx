import type { ReactNode } from 'react';
import type { SiteConfig } from '../config-types.ts';
import type { Screen } from '../types.ts';
import { Link, useHref } from '../theme/Link.tsx';

interface Feature {
  title: string;
  image: string;
  text: string;
}

const features: Feature[] = [
  {
    title: 'Specification first',
    image: 'spec-first',
    text: 'Every increment starts from a spec that states what to build and why. Plans, tasks, tests and docs follow from it, so the AI works from an agreed source of truth instead of a chat prompt.',
  },
  {
    title: 'Precise context',
    image: 'context',
    text: 'A context manifest lists the files and sections an increment needs, and only those are loaded. The project claims this cuts token use by 70% or more compared with loading everything.',
  },
  {
    title: 'Agents that take roles',
    image: 'agents',
    text: 'Specialised Claude Code agents act as product manager, architect, QA lead, security reviewer and more. Skills route a plain request to the right roles without you picking them.',
  },
  {
    title: 'Proven by tests',
    image: 'tests',
    text: 'Four levels of testing trace each acceptance criterion from the spec to real tests, with Playwright end-to-end tests required whenever a feature has a user interface.',
  },
];

const steps = [
  { title: 'Specify', text: 'Describe the feature. SpecWeave writes spec.md with the what and the why, and you approve it.' },
  { title: 'Design', text: 'The architect role records the approach in plan.md, with decision records for major choices.' },
  { title: 'Plan the increment', text: 'Work becomes a numbered increment with prioritised tasks and a test strategy.' },
  { title: 'Implement with precise context', text: 'Agents load only what the context manifest names and write the code.' },
  { title: 'Test and document', text: 'Tests run against the acceptance criteria and hooks bring the living docs up to date.' },
];

/** What the hero's terminal card shows /create-increment writing. */
const incrementFiles = [
  ['spec.md', 'what and why, acceptance criteria'],
  ['plan.md', 'technical approach'],
  ['tasks.md', 'prioritised tasks'],
  ['tests.md', 'test strategy and coverage'],
];

/** The hero both home pages open with: title, tagline, their buttons and, on the showcase, a panel beside them. */
function Hero({ config, buttons, panel }: { config: SiteConfig; buttons?: ReactNode; panel?: ReactNode }) {
  return (
    <header className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <h1 className="hero__title">{config.title}</h1>
          {config.tagline && <p className="hero__subtitle">{config.tagline}</p>}
          {buttons && <div className="hero__buttons">{buttons}</div>}
        </div>
        {panel}
      </div>
    </header>
  );
}

/** The home page of a site without the SpecWeave showcase (a Docusaurus site's React home cannot render here). */
function PlainHome({ config, start }: { config: SiteConfig; start?: string }) {
  const buttons = start && (
    <Link className="button button--primary button--lg" to={start}>
      Read the docs →
    </Link>
  );
  return (
    <main id="main" tabIndex={-1}>
      <Hero config={config} buttons={buttons} />
    </main>
  );
}

export function HomeScreen({ config, screen }: { config: SiteConfig; screen: Extract<Screen, { kind: 'home' }> }) {
  const toHref = useHref();
  if (!config.home.showcase) return <PlainHome config={config} start={screen.start} />;
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        config={config}
        buttons={
          <>
            <Link className="button button--primary button--lg" to={screen.showcase.start}>
              Get Started →
            </Link>
            <Link className="button button--outline button--lg" to={screen.showcase.learn}>
              Learn how it works
            </Link>

          </>
        }
        panel={
          <figure className="hero__panel">
            <figcaption className="hero__panel-title">A new increment in Claude Code</figcaption>
            {/* Laid out as a grid, not a <pre>, so that it wraps to fit a 320 px screen instead of scrolling. */}
            <div className="hero__code">
              <p className="hero__command">
                <code>/create-increment "user authentication"</code>
              </p>
              <ul className="hero__files">
                {incrementFiles.map(([file, purpose]) => (
                  <li key={file}>
                    <span className="hero__tick" aria-hidden="true">
                      ✓
                    </span>
                    <code>{file}</code>
                    <span>{purpose}</span>
                  </li>
                ))}
              </ul>
            </div>
          </figure>
        }
      />

      <section className="home-section" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="home-section__title">
            Why SpecWeave?
          </h2>
          <p className="home-section__lead">
            AI assistants write code quickly. SpecWeave makes that code traceable: a spec before the code, tests that prove it and docs that stay current.
          </p>
          <ul className="feature-grid">
            {features.map((feature) => (
              <li key={feature.title} className="feature-card">
                <img className="feature-card__image themed-image themed-image--light" src={toHref(`/img/features/${feature.image}-light.svg`)} alt="" width="320" height="200" />
                <img className="feature-card__image themed-image themed-image--dark" src={toHref(`/img/features/${feature.image}-dark.svg`)} alt="" width="320" height="200" />
                <h3 className="feature-card__title">{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-section--alt" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="home-section__title">
            How it works
          </h2>
          <ol className="steps">
            {steps.map((step, i) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="step__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="home-section home-cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title" className="home-section__title">
            Ready to build production software?
          </h2>
          <p className="home-section__lead">Install SpecWeave into a project and start your first increment.</p>
          <div className="hero__buttons">
            <Link className="button button--primary button--lg" to={screen.showcase.start}>
              Quick Start Guide →
            </Link>
            <Link className="button button--outline button--lg" to={config.repository} rel="noopener noreferrer">
              View on GitHub
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
